// @NAME@ (@ID@): a native tool for IC Control Panel, made with
// `ic-tool init --template native-tool`. It is a program, not a page: the panel starts it with
// three variables in its environment (never on its command line, which anyone on the machine
// can read), and what it prints to standard output appears on the panel's Log page.
//
//   ICRP_URL      the panel's tool gateway, e.g. ws://127.0.0.1:19711/
//   ICRP_TOOL_ID  this tool's id (@ID@)
//   ICRP_TOKEN    this tool's token: it answers the gateway's challenge, as a password would
//
// It speaks ICRP (JSON-RPC 2.0 over a WebSocket; docs/icrp-spec.md of IC Control Panel): it
// identifies, subscribes to the match and combat events, asks for the army values (at the
// start, at the match's end and when the game is back), and prints one line per event. When the
// connection drops it connects again, waiting a little longer after each failure.

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <utility>

namespace {

/// One line on standard output (the panel's Log page), at once.
void say(const QString &line, FILE *stream = stdout)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

/// The answer to the challenge (spec §5), with the token where a password would go:
/// Base64(SHA-256(Base64(SHA-256(token + salt)) + challenge)), joining the Base64 texts as sent.
QByteArray challengeAnswer(const QString &token, const QString &salt, const QString &challenge)
{
    const auto sha256 = [](const QByteArray &text) {
        return QCryptographicHash::hash(text, QCryptographicHash::Sha256).toBase64();
    };
    return sha256(sha256((token + salt).toUtf8()) + challenge.toUtf8());
}

/// An event as a line: "alice destroyed Volkov's heavy tank", "game_start on Fjord Crossing".
QString describe(const QString &type, const QJsonObject &data)
{
    const auto text = [&data](const char *key) {
        return data.value(QLatin1String(key))
            .toString()
            .replace(QLatin1Char('_'), QLatin1Char(' '));
    };
    if (type == QLatin1String("unit_destroyed"))
        return QStringLiteral("%1 destroyed %2's %3")
            .arg(text("killed_by"), text("owner"), text("unit_type"));
    if (type == QLatin1String("building_destroyed"))
        return QStringLiteral("%1 destroyed %2's %3")
            .arg(text("killed_by"), text("owner"), text("building_type"));
    if (type == QLatin1String("player_join") || type == QLatin1String("player_leave"))
        return QStringLiteral("%1: %2").arg(type, text("player"));
    if (type == QLatin1String("game_start"))
        return QStringLiteral("game_start on %1").arg(text("map"));
    if (type == QLatin1String("game_end"))
        return QStringLiteral("game_end (%1), winners: %2")
            .arg(text("reason"), data.value(QLatin1String("winners"))
                                     .toVariant()
                                     .toStringList()
                                     .join(QStringLiteral(", ")));
    return type; // engagement_start, pause, resume, and types a newer game may add
}

class Tool
{
public:
    Tool(const QUrl &url, const QString &toolId, const QString &token)
        : m_url(url), m_toolId(toolId), m_token(token)
    {
        m_retry.setSingleShot(true);
        QObject::connect(&m_retry, &QTimer::timeout, &m_socket, [this] { open(); });
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
                         [this](const QString &text) { received(text); });
        QObject::connect(&m_socket, &QWebSocket::connected, &m_socket, [this] { m_open = true; });
        QObject::connect(&m_socket, &QWebSocket::disconnected, &m_socket, [this] { closed(); });
    }
    ~Tool() { m_socket.disconnect(); } // no closed() while the members go

    Tool(const Tool &) = delete;
    Tool &operator=(const Tool &) = delete;

    void open()
    {
        say(QStringLiteral("connecting to %1").arg(m_url.toString()));
        m_socket.open(m_url); // a program sends no Origin header; the gateway expects none
    }

private:
    using Handler = std::function<void(const QJsonObject &result)>;

    /// Sends a JSON-RPC request; `onResult` gets its result, an error is printed.
    void call(const QString &method, const QJsonObject &params, Handler onResult)
    {
        const int id = m_nextId++;
        m_pending[id] = {method, std::move(onResult)};
        const QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                  {QStringLiteral("id"), id},
                                  {QStringLiteral("method"), method},
                                  {QStringLiteral("params"), params}};
        m_socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(request).toJson(QJsonDocument::Compact)));
    }

    void received(const QString &text)
    {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        const QJsonObject params = message.value(QLatin1String("params")).toObject();
        const QString method = message.value(QLatin1String("method")).toString();
        if (method == QLatin1String("ic/hello"))
            hello(params);
        else if (method == QLatin1String("ic/event"))
            event(params);
        else if (method == QLatin1String("ic/gateway.game"))
            gameNotice(params);
        else if (message.contains(QLatin1String("id")))
            answered(message);
    }

    /// An answer to one of our requests, or an error with id null (spec §3, §4.1: too many
    /// connections).
    void answered(const QJsonObject &message)
    {
        const auto pending = m_pending.find(message.value(QLatin1String("id")).toInt());
        const bool known = pending != m_pending.end();
        const auto [method, onResult] =
            known ? pending->second : std::pair<QString, Handler>(QStringLiteral("server"), {});
        if (known)
            m_pending.erase(pending);
        if (message.contains(QLatin1String("error"))) {
            const QJsonObject error = message.value(QLatin1String("error")).toObject();
            say(QStringLiteral("%1: error %2: %3")
                    .arg(method)
                    .arg(error.value(QLatin1String("code")).toInt())
                    .arg(error.value(QLatin1String("message")).toString()),
                stderr);
        } else if (onResult) {
            onResult(message.value(QLatin1String("result")).toObject());
        }
    }

    // ic/hello (spec §4.1): the first message after connecting; it carries a fresh challenge
    // and the salt. We answer with ic/identify (§4.2): the versions we speak, the tier we ask
    // for, the challenge answer, the event categories we want from the start (they must be
    // listed under subscriptions: in tool.yaml) and client.toolId, which tells the gateway
    // whose token answered.
    void hello(const QJsonObject &params)
    {
        QJsonObject identify{{QStringLiteral("icrpVersion"),
                              QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                          {QStringLiteral("max"), QStringLiteral("1.0")}}},
                             {QStringLiteral("tier"), QStringLiteral("observer")},
                             {QStringLiteral("subscriptions"),
                              QJsonArray{QStringLiteral("match"), QStringLiteral("combat")}},
                             {QStringLiteral("client"),
                              QJsonObject{{QStringLiteral("name"), QStringLiteral("@NAME@")},
                                          {QStringLiteral("version"), QStringLiteral("0.1.0")},
                                          {QStringLiteral("toolId"), m_toolId}}}};
        const QJsonObject auth = params.value(QLatin1String("authentication")).toObject();
        if (!auth.isEmpty()) // null when no password is asked for
            identify.insert(QStringLiteral("authentication"),
                            QString::fromLatin1(challengeAnswer(
                                m_token, auth.value(QLatin1String("salt")).toString(),
                                auth.value(QLatin1String("challenge")).toString())));
        // The identify result (§4.3): the tier granted, the subscriptions, a session id.
        // A wrong token is an error (-32004) and the connection closes with 4009.
        call(QStringLiteral("ic/identify"), identify, [this](const QJsonObject &result) {
            m_backoffMs = kFirstBackoffMs;
            say(QStringLiteral("authenticated as %1 tool %2 (session %3), events: %4")
                    .arg(result.value(QLatin1String("tier")).toString(), m_toolId,
                         result.value(QLatin1String("sessionId")).toString(),
                         result.value(QLatin1String("subscriptions"))
                             .toVariant()
                             .toStringList()
                             .join(QStringLiteral(", "))));
            queryArmies();
        });
    }

    // ic/state.query (§10.2): the game clock and each player's army value. An observer sees
    // only its own side's figures: an enemy's army value is left out ("hidden"), never 0.
    // While the game is away the gateway answers -32011 (printed by answered()).
    void queryArmies()
    {
        const QJsonObject params{
            {QStringLiteral("fields"),
             QJsonArray{QStringLiteral("army_value"), QStringLiteral("game_time")}}};
        call(QStringLiteral("ic/state.query"), params, [](const QJsonObject &result) {
            QStringList armies;
            for (const QJsonValue &player : result.value(QLatin1String("players")).toArray()) {
                const QJsonObject p = player.toObject();
                const QJsonValue value = p.value(QLatin1String("army_value"));
                armies << QStringLiteral("%1 %2").arg(p.value(QLatin1String("name")).toString(),
                                                      value.isUndefined()
                                                          ? QStringLiteral("hidden")
                                                          : QString::number(value.toInteger()));
            }
            const int seconds = int(result.value(QLatin1String("game_time_seconds")).toDouble());
            say(QStringLiteral("army value at %1:%2: %3")
                    .arg(seconds / 60)
                    .arg(seconds % 60, 2, 10, QLatin1Char('0'))
                    .arg(armies.join(QStringLiteral(", "))));
        });
    }

    // ic/event (§9.1): one notification per event of a subscribed category, in game order:
    // {"category","type","tick","data"}. Ignore what you do not know: newer games add types.
    void event(const QJsonObject &params)
    {
        const QString type = params.value(QLatin1String("type")).toString();
        say(QStringLiteral("tick %1: %2")
                .arg(params.value(QLatin1String("tick")).toInteger())
                .arg(describe(type, params.value(QLatin1String("data")).toObject())));
        if (type == QLatin1String("game_end"))
            queryArmies(); // the final figures
    }

    // ic/gateway.game (§18.5): the panel's word on the game. {"connected":false} when it went
    // away (our connection stays; calls answer -32011 meanwhile); {"connected":true, "server",
    // "ranked", "observerDelaySeconds", …} right after identify and whenever it is back. The
    // subscriptions work again by themselves.
    void gameNotice(const QJsonObject &params)
    {
        if (!params.value(QLatin1String("connected")).toBool()) {
            m_gameAway = true;
            say(QStringLiteral("the game went away; waiting for it"));
            return;
        }
        const int delay = params.value(QLatin1String("observerDelaySeconds")).toInt();
        say(QStringLiteral("the game is there: %1%2")
                .arg(params.value(QLatin1String("server")).toString(),
                     delay > 0 ? QStringLiteral(", events %1 s late (ranked)").arg(delay)
                               : QString()));
        if (m_gameAway)
            queryArmies();
        m_gameAway = false;
    }

    // Close codes (spec §12): after 1008 (refused: disabled, tier), 4002 (malformed identify),
    // 4009 (wrong token), 4010 (version) or 4011 (token renewed, tool removed) trying again
    // cannot help: end, and the panel decides (it starts us again with a new token). Anything
    // else: connect again, after 0.5 s, 1 s, 2 s … up to 30 s, with a little randomness.
    void closed()
    {
        m_pending.clear();
        const bool wasOpen = std::exchange(m_open, false);
        const int code = wasOpen ? m_socket.closeCode() : 0;
        if (!wasOpen)
            say(QStringLiteral("cannot reach %1: %2").arg(m_url.toString(), m_socket.errorString()),
                stderr);
        else
            say(QStringLiteral("connection closed (%1 %2)").arg(code).arg(m_socket.closeReason()),
                stderr);
        if (code == 1008 || code == 4002 || code == 4009 || code == 4010 || code == 4011) {
            QCoreApplication::exit(3);
            return;
        }
        const int wait =
            m_backoffMs + int(QRandomGenerator::global()->bounded(m_backoffMs / 4 + 1));
        m_backoffMs = std::min(m_backoffMs * 2, kLastBackoffMs);
        say(QStringLiteral("connecting again in %1 ms").arg(wait));
        m_retry.start(wait);
    }

    static constexpr int kFirstBackoffMs = 500;
    static constexpr int kLastBackoffMs = 30000;

    const QUrl m_url;
    const QString m_toolId;
    const QString m_token;
    QWebSocket m_socket;
    QTimer m_retry;
    int m_backoffMs = kFirstBackoffMs;
    int m_nextId = 1;
    bool m_open = false;     // connected (until closed)
    bool m_gameAway = false; // told the game went away, not yet that it is back
    std::map<int, std::pair<QString, Handler>> m_pending; // id → method, what to do with the result
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QUrl url(env.value(QStringLiteral("ICRP_URL")));
    const QString toolId = env.value(QStringLiteral("ICRP_TOOL_ID"));
    const QString token = env.value(QStringLiteral("ICRP_TOKEN"));
    if (!url.isValid() || url.isEmpty() || toolId.isEmpty() || token.isEmpty()) {
        say(QStringLiteral("@ID@: IC Control Panel starts this program: ICRP_URL, ICRP_TOOL_ID "
                           "and ICRP_TOKEN must all be set (see README.md to run it yourself)"),
            stderr);
        return 2;
    }
    Tool tool(url, toolId, token);
    tool.open();
    return app.exec(); // SIGTERM (the panel stopping the tool) ends it
}
