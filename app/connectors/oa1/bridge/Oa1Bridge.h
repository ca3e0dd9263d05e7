#pragma once
// The bridge of OA1 (issue 16): runs next to a remote game, sits in an IRC channel and relays
// ICRP between the channel and the game's local ICRP port, so a game reachable only through
// IRC can be managed from the panel (Oa1IcrpConnector). `ic-tool bridge irc` runs it.
//
// Per allowed sender it keeps one upstream session (Oa1UpstreamSession). A REQ whose payload
// is the JSON-RPC request "ic/bridge.hello" opens a fresh session (closing the one before) and
// is answered with a JSON-RPC response whose result is the game's ic/hello params; the panel
// identifies with the challenge response as its next REQ, which goes upstream like every later
// one (a request or a batch; the answer is one RES stream). Authentication is end to end: the
// bridge never holds the game's password. Events are not relayed, and the subscribing methods
// are answered with a JSON-RPC error that says so. What goes wrong is an ERR frame whose
// message says what to do: the game unreachable, the session closed, no session yet, a payload
// over the cap. A sender is its full prefix nick!user@host, not the nick: IRC nicks are not
// authenticated, and a nick's QUIT is only seen by those sharing a channel with it, so the same
// nick from another user@host finds no session. A sender's session also ends when it leaves
// (QUIT, PART, KICK) or changes nick (NICK); an ended session answers its pending requests
// with ERR. ic/remote.password_reset is refused (the answer, the new password, would be said
// to the whole channel), and so is a game without a password unless allowNoPassword is set.

#include "connectors/oa1/wire/IrcClient.h"
#include "connectors/oa1/wire/Oa1Limits.h"
#include "connectors/oa1/wire/Oa1Link.h"
#include "connectors/oa1/wire/Oa1RpcServer.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace icconnectors::oa1 {

class Oa1UpstreamSession;

class Oa1Bridge : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 6667;
        QString channel;
        QString nick;
        QStringList allowedNicks;
        QUrl game = QUrl(QStringLiteral("ws://127.0.0.1:19710"));
        Oa1Limits limits;
        /// Relay to a game that asks for no password (its hello's "authentication" is null):
        /// anyone holding an allowed nick would get the game. Off: ic/bridge.hello is refused.
        bool allowNoPassword = false;
    };

    /// The method that opens a session (not an ICRP method: the bridge answers it).
    static constexpr const char *kHelloMethod = "ic/bridge.hello";

    explicit Oa1Bridge(const Options &options, QObject *parent = nullptr);
    ~Oa1Bridge() override;

    void start();
    void stop(const QString &reason);
    const Oa1Link &link() const { return m_link; }
    int sessions() const;

Q_SIGNALS:
    /// In the channel, relaying; `nick` is the one the server gave us.
    void ready(const QString &nick);
    /// The IRC connection ended (or never began); the bridge does nothing more.
    void stopped(const QString &reason);

private:
    void onIrcMessage(const IrcMessage &message);
    void onRequest(const QString &sender, const QByteArray &id, const QByteArray &payload);
    void openSession(const QString &sender, const QByteArray &id, const QJsonValue &requestId);
    void onHello(const QString &sender, const QByteArray &id, const QJsonValue &requestId,
                 const QJsonObject &params);
    void closeSession(const QString &sender, const QString &reason);
    void forward(const QString &sender, const QByteArray &id, const QByteArray &payload);
    void answerLocally(const QString &sender, const QByteArray &id, const QJsonValue &requestId,
                       int code, const QString &message);
    static bool isSubscribing(const QJsonDocument &doc);
    static bool isPasswordReset(const QJsonDocument &doc);

    Options m_options;
    IrcClient m_irc;
    Oa1Link m_link;
    Oa1RpcServer m_server;
    QHash<QString, QPointer<Oa1UpstreamSession>> m_sessions; // by sender's nick!user@host
};

} // namespace icconnectors::oa1
