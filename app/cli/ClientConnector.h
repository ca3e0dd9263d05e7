#pragma once
// Opens an IcrpClient for a verb and sees it through to "connected" or a final failure:
// when the game asks for a password and $ICRP_PASSWORD is not set, it asks on the terminal
// and connects again; a failure the client will not retry on its own is printed and ends
// in gaveUp(). Reconnects of a long-running verb (watch) stay with the client.

#include "cli/Console.h"
#include "icrp/client/IcrpClient.h"

#include <QObject>

namespace iccli {

class ClientConnector : public QObject
{
    Q_OBJECT
public:
    ClientConnector(Console &console, const icrp::IcrpClient::Options &options,
                    QObject *parent = nullptr);
    ~ClientConnector() override;

    icrp::IcrpClient *client() const { return m_client; }
    void start();

Q_SIGNALS:
    /// Identified (again, after a reconnect).
    void ready();
    /// The client stopped for good; the reason is already on stderr.
    void gaveUp(int exitCode);

private:
    void onError(icrp::IcrpClient::Failure failure);
    void askForPassword();

    Console &m_console;
    icrp::IcrpClient *m_client;
    bool m_prompted = false;
};

} // namespace iccli
