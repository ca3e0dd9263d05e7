#pragma once
// `ic-tool package DIR [-o NAME.icpkg]`: validates the tool in DIR (as `ic-tool validate`
// does, against the files that will be packaged) and, without errors, writes a deterministic
// .icpkg (same folder → same bytes). Default output: ID-VERSION.icpkg in the current folder.
// Exit 0 written; 1 validation errors or the package could not be written (nothing is left
// behind); 2 bad usage.

#include "cli/Command.h"

namespace iccli {

class PackageCommand final : public Command
{
    Q_OBJECT
public:
    PackageCommand(Console &console, const QProcessEnvironment &environment,
                   QObject *parent = nullptr);
    ~PackageCommand() override;

    QString name() const override { return QStringLiteral("package"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    int package(const QString &sourceDir, QString output);
};

} // namespace iccli
