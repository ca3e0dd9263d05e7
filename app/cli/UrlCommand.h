#pragma once
// `ic-tool url ID [--port N]`: prints the URL to paste into OBS for an installed browser tool,
// http://<id>.localhost:PORT/<entry>#token=…, from the running panel (which knows its port
// and the token). Without a running panel it builds the URL from the keychain's token and
// port N (default 19711), and says that the URL works once the panel runs.
// Exit 0 printed; 1 no such browser tool or no token yet; 2 bad usage.

#include "cli/Command.h"

namespace iccli {

class UrlCommand final : public Command
{
    Q_OBJECT
public:
    UrlCommand(Console &console, const QProcessEnvironment &environment, QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("url"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    void fromKeychain(const QString &toolId, quint16 port);
};

} // namespace iccli
