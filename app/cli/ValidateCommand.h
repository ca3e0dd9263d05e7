#pragma once
// `ic-tool validate tool.yaml|DIR|PKG`: checks a tool manifest and the files it names, in a
// tool's folder, next to a tool.yaml, or inside a .icpkg (read, not extracted). Prints every
// problem as `file:line:col: error|warning: message (fix)` and a summary line on standard
// output (with --json one JSON object with the same keys in every language,
// docs/plugins/scripting.md); exit 0 without errors (warnings allowed), 1 with errors, 2 bad
// usage or an unreadable input.

#include "cli/Command.h"
#include "tools/ToolManifest.h"

class QFileInfo;

namespace iccli {

class ValidateCommand final : public Command
{
    Q_OBJECT
public:
    ValidateCommand(Console &console, const QProcessEnvironment &environment,
                    QObject *parent = nullptr);
    ~ValidateCommand() override;

    QString name() const override { return QStringLiteral("validate"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    int validate(const QString &target);
    int validateFolder(const QFileInfo &info);
    int validatePackage(const QString &target);
    /// Prints the problems and (when `withSummary`) the summary line, or the JSON object;
    /// returns the exit status.
    int report(const QString &shownName, const ictools::ToolManifest::Result &result,
               bool withSummary = true);
    void reportJson(const QString &shownName, const ictools::ToolManifest::Result &result);

    bool m_json = false;
};

} // namespace iccli
