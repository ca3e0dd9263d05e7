#pragma once
// `ic-tool uninstall ID`: removes an installed tool, its files and what it was granted.
// Exit 0 removed; 1 no such tool or the folder cannot be changed; 2 bad usage.

#include "cli/Command.h"

namespace iccli {

class UninstallCommand final : public Command
{
    Q_OBJECT
public:
    UninstallCommand(Console &console, const QProcessEnvironment &environment,
                     QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("uninstall"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
};

} // namespace iccli
