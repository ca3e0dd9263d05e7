#pragma once
// An McpGame that calls the game through IC Control Panel's tool gateway, as the paired program
// "mcp": one ICRP session (IcrpClient), opened on the first call (or connectNow()) with the
// options locate() gives — the gateway's URL, the tool id, its token as the password, its tier —
// so the gateway's tier, fog and ranked delay apply to every answer. Calls made while it
// connects wait for the session; a failure ends each in a sentence a person can act on (what
// locate() said, or that the gateway went away: the next call connects again). A session the
// panel ended (kicked on the Connections page) answers the next call with a tool error saying
// so — or the calls that waited — and the call after connects again. Used by
// `ic-tool mcp` (cli/McpPanelGame: the panel found through its control socket) and by the
// panel's own Streamable HTTP endpoint (host/McpEndpoint: the token from the keychain).

#include "common/Result.h"
#include "icrp/client/IcrpClient.h"
#include "mcp/McpGame.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace icmcp {

class McpGatewayGame : public QObject, public McpGame
{
    Q_OBJECT
public:
    /// How to reach the gateway now, or why not (a sentence for the model and its user).
    using Locate = std::function<ic::Result<icrp::IcrpClient::Options>()>;

    explicit McpGatewayGame(Locate locate, QObject *parent = nullptr);
    ~McpGatewayGame() override;

    void call(const QString &method, const QJsonObject &params, Callback done) override;
    /// Connects now unless a session is there or coming; a failure is only logged.
    void connectNow();

    /// "The gateway cannot be reached: <why> …", the error of a lost session.
    static ic::Error gatewayGone(const QString &why);

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

    /// Starts a session; an error when locate() has none.
    ic::Result<void> open();
    void send(const Pending &call);
    void failPending(const ic::Error &error);
    void onConnected();
    void onDisconnected();

    Locate m_locate;
    QPointer<icrp::IcrpClient> m_client;
    QList<Pending> m_pending;
    /// The panel ended the session (kicked) while no call waited: the next call's answer.
    std::optional<ic::Error> m_notice;
};

} // namespace icmcp
