#pragma once
// The panel's OA1 connector (kind "oa1"): ICRP to a game that is reachable only through IRC,
// via the bridge that runs next to it (Oa1Bridge, `ic-tool bridge irc`). open() connects to
// the IRC server, joins the channel, asks the bridge for a session (ic/bridge.hello, whose
// answer is the game's hello) and identifies with the challenge response computed here from
// the password (IcrpAuth): the password stays in this object's memory and never goes on the
// wire, into the wire log or a log line. Each run is one JSON-RPC request as one OA1 REQ
// stream, answered once from its RES stream (or ERR). Every IRC line in and out goes to
// wire(); figures() holds the round trip, frames, chunks, pending requests and what was
// ignored. Events are not relayed over IRC, so peerEvent() never fires.

#include "connectors/oa1/Oa1ChannelConnector.h"

#include <QHash>
#include <QJsonObject>
#include <functional>

namespace icconnectors::oa1 {

class Oa1IcrpConnector final : public Oa1ChannelConnector
{
    Q_OBJECT
public:
    struct Config : ChannelConfig
    {
        QString bridgeNick;
        QString tier = QStringLiteral("admin");
        /// The game's ICRP password, in memory only; empty when the game has none.
        QString password;
    };

    /// The catalogue's free-form command: a JSON-RPC request or batch, sent as it is.
    static constexpr const char *kRawCommand = "raw";

    explicit Oa1IcrpConnector(const Config &config, QObject *parent = nullptr);
    ~Oa1IcrpConnector() override;

    QList<CommandSpec> commands() const override;
    quint64 run(const QString &command, const QVariantMap &params) override;
    QList<QPair<QString, QString>> figures() const override;

private:
    /// An answer that came (its JSON-RPC body may still hold an error).
    struct Answer
    {
        QJsonValue json; // the JSON-RPC answer (object or array)
        int chunks = 0;
        bool truncated = false;
    };
    /// The answer, or the OA1 failure (ERR, time-out, closed: the code the link gave).
    using Reply = ic::Result<Answer>;
    using Handler = std::function<void(const Reply &)>;

    void joinedChannel() override; // asks the bridge for a session
    /// To the waiting handler.
    void answer(const QByteArray &id, const ic::Result<Oa1Message> &reply) override;
    /// Answers every waiting handler with "closed" (`why`) and forgets the requests in flight.
    void forget(const QString &why) override;
    ic::Result<void> send(const QByteArray &payload, Handler handler);
    void sayHello();
    void identify(const QJsonObject &hello);
    void finishRun(quint64 run, const QString &method, const Reply &reply);
    QByteArray request(const QString &method, const QJsonObject &params);
    /// A form's typed values as the method's JSON params (Oa1IcrpConnector_Commands.cpp).
    static QJsonObject paramsToJson(const QString &command, const QVariantMap &params);
    static QJsonValue parseJson(const QByteArray &text);
    /// What went wrong, for a person: the ERR's message or the JSON-RPC error's.
    static QString errorText(const Reply &reply);

    Config m_config;
    QHash<QByteArray, Handler> m_handlers; // by OA1 request id
    qint64 m_nextJsonId = 0;
};

} // namespace icconnectors::oa1
