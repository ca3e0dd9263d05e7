#pragma once
// `ic-tool list [--json]`: the installed tools, one per line: id, version, enabled, tier, and
// "needs approval (VERSION)" for a held update; with --json one JSON object, {"tools": [...]},
// whose keys and values are the same in every language (docs/plugins/scripting.md).
// The folder: $IC_TOOLS_DIR when set; else the running panel's (its runtime file says which),
// named on standard error when it is not the usual one (a demo panel's); else the usual one.
// Exit 0, 1 when the index cannot be read, 2 bad usage.

#include "cli/Command.h"

#include <QList>

namespace ictools {
struct InstalledTool;
} // namespace ictools

namespace iccli {

class ListCommand final : public Command
{
    Q_OBJECT
public:
    ListCommand(Console &console, const QProcessEnvironment &environment,
                QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("list"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    /// The tools folder to list (above); says so when it is the running panel's own.
    QString folder();
    void printJson(const QList<ictools::InstalledTool> &tools);
    void printTable(const QList<ictools::InstalledTool> &tools, const QString &root);

    /// The folder listed is the running panel's, not the usual one.
    bool m_panelFolder = false;
};

} // namespace iccli
