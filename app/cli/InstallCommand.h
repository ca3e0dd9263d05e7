#pragma once
// `ic-tool install [--yes] PKG`: shows what the package is and what it may do (the install
// dialog's permission summary, as text) and asks "Install? [y/N]" on the terminal unless
// --yes. For an installed tool it shows what the update changes; an update that asks for more
// than the user granted is unpacked and held until `ic-tool approve ID`.
// Exit: 0 installed, updated or held; 1 refused or declined; 2 bad usage or no terminal.

#include "cli/Command.h"

namespace iccli {

class InstallCommand final : public Command
{
    Q_OBJECT
public:
    InstallCommand(Console &console, const QProcessEnvironment &environment,
                   QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("install"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
};

} // namespace iccli
