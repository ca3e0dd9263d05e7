#pragma once
// `ic-tool token reset ID`: gives an installed tool a new token. With the panel running, the
// panel does it (its sessions close at once, a native tool restarts with the new token) and
// the new URL is printed; without, the new token goes into the keychain for the panel's next
// start. Exit 0 renewed; 1 no such tool or the keychain refused; 2 bad usage.

#include "cli/Command.h"

namespace iccli {

class TokenCommand final : public Command
{
    Q_OBJECT
public:
    TokenCommand(Console &console, const QProcessEnvironment &environment,
                 QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("token"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
};

} // namespace iccli
