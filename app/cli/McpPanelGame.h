#pragma once
// `ic-tool mcp`'s way to the game: through the running IC Control Panel's gateway, as the
// paired program "mcp" (docs/plugins/mcp.md, "Pairing"). At its start and whenever it has no
// session, it asks the panel's control socket for the tool's token ({"command":"mcp-token"},
// never a file or an argument) and identifies at the panel's host port as that tool, at the
// tier it was paired with, so the game's fog and ranked delay apply to every answer. Calls made
// while it connects wait for the session; a failure ends each in a sentence a person can act
// on: no panel running, not paired (`ic-tool mcp --pair`), the gateway refused or went away
// (the next call connects again).

#include "mcp/McpGame.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace icrp {
class IcrpClient;
}

namespace iccli {

class McpPanelGame : public QObject, public icmcp::McpGame
{
    Q_OBJECT
public:
    /// `clientName` gives the MCP client's name (from its initialize) when it connects.
    explicit McpPanelGame(std::function<QString()> clientName, QObject *parent = nullptr);
    ~McpPanelGame() override;

    void call(const QString &method, const QJsonObject &params, Callback done) override;
    /// Connects now when the panel runs and the server is paired (quietly otherwise): the
    /// session is there for the first call and for the live match's updates.
    void connectIfPaired();

Q_SIGNALS:
    /// The game sent an event of the match category (the live match resource changed).
    void matchChanged();

private:
    struct Pending
    {
        QString method;
        QJsonObject params;
        Callback done;
    };

    /// Starts a session; an error when the panel or the pairing is not there.
    ic::Result<void> open();
    void send(const Pending &call);
    void failPending(const ic::Error &error);
    void onConnected();
    void onDisconnected();

    std::function<QString()> m_clientName;
    QPointer<icrp::IcrpClient> m_client;
    QList<Pending> m_pending;
};

} // namespace iccli
