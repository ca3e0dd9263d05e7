// IcrpClient: what each failure is called and the sentence a person reads about it — what
// happened and what to do next. Never includes the password.

#include "IcrpClientPrivate.h"
#include "common/DefaultPorts.h"
#include "icrp/protocol/CloseCode.h"
#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/Tr.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace icrp {

namespace {

QString secondsText(std::chrono::milliseconds ms)
{
    if (ms.count() % 1000 == 0)
        return QString::number(ms.count() / 1000);
    return QString::number(double(ms.count()) / 1000.0, 'f', ms.count() % 100 == 0 ? 1 : 2);
}

/// The server's connection limit, from the error data or a number in its message.
std::optional<int> connectionLimit(const QString &text, const QJsonValue &data)
{
    const QJsonObject o = data.toObject();
    for (const char *key : {"maxConnections", "max_connections", "limit"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isDouble() && v.toInt() > 0)
            return v.toInt();
    }
    static const QRegularExpression number(QStringLiteral("\\b(\\d{1,6})\\b"));
    const auto m = number.match(text);
    if (m.hasMatch())
        return m.captured(1).toInt();
    return std::nullopt;
}

} // namespace

QString IcrpClient::Private::urlText() const
{
    return options.url.toDisplayString(QUrl::RemoveUserInfo);
}

IcrpClient::Private::Ending IcrpClient::Private::timedOut() const
{
    return {Failure::TimedOut,
            Tr::tr("No answer from %1 within %2 s. Check that the address is the game's "
                   "remote API and that the game is not paused in a loading screen.")
                .arg(urlText(), secondsText(options.handshakeTimeout))};
}

IcrpClient::Private::Ending IcrpClient::Private::passwordRequired() const
{
    return {Failure::PasswordRequired,
            Tr::tr("This game requires a password. Enter the password of its remote API "
                   "(\"/remote password reset\" in the game console makes a new one) and "
                   "connect again.")};
}

IcrpClient::Private::Ending IcrpClient::Private::noMessagePack() const
{
    return {Failure::ProtocolError,
            Tr::tr("%1 answered in JSON although MessagePack was asked for: this server does "
                   "not speak MessagePack. Connect with JSON instead (ic-tool: leave out "
                   "--msgpack).")
                .arg(urlText())};
}

IcrpClient::Private::Ending IcrpClient::Private::protocolError(const QString &what) const
{
    return {Failure::ProtocolError,
            Tr::tr("%1 does not speak ICRP: %2. Check that the address is the game's "
                   "remote API (default %3).")
                .arg(urlText(), what, ic::defaultGameUrl().toString())};
}

IcrpClient::Private::Ending
IcrpClient::Private::endingForSocketError(QAbstractSocket::SocketError e,
                                          const QString &errorString) const
{
    switch (e) {
    case QAbstractSocket::ConnectionRefusedError:
        return {Failure::Refused,
                Tr::tr("Connection refused at %1: is the game running with the remote "
                       "API enabled?")
                    .arg(urlText())};
    case QAbstractSocket::HostNotFoundError:
        return {Failure::Refused,
                Tr::tr("Host not found: %1. Check the address.").arg(options.url.host())};
    case QAbstractSocket::SocketTimeoutError:
        return timedOut();
    default:
        break;
    }
    return {Failure::Refused,
            Tr::tr("Could not connect to %1 (%2). Check the address, and that the game "
                   "is running with the remote API enabled.")
                .arg(urlText(), errorString)};
}

namespace {

QString tooManyText(const QString &url, std::optional<int> limit)
{
    if (limit == 1) {
        return Tr::tr("Too many connections: the game at %1 accepts one tool at a time. "
                      "Close the other tool or raise max_connections in config.toml.")
            .arg(url);
    }
    if (limit) {
        return Tr::tr("Too many connections: the game at %1 accepts %2 tools at once. "
                      "Close another tool or raise max_connections in config.toml.")
            .arg(url)
            .arg(*limit);
    }
    return Tr::tr("Too many connections: the game at %1 accepts no more tools now. Close "
                  "another tool or raise max_connections in config.toml.")
        .arg(url);
}

} // namespace

IcrpClient::Private::Ending
IcrpClient::Private::endingForIdentifyError(int code, const QString &serverMessage,
                                            const QJsonValue &data) const
{
    const QString tier = tierName(options.tier);
    switch (ErrorCode(code)) {
    case ErrorCode::AuthenticationFailed:
        return {Failure::WrongPassword,
                Tr::tr("Wrong password for %1. Check the password, or reset it in the game.")
                    .arg(urlText())};
    case ErrorCode::VersionMismatch: {
        if (!serverMessage.isEmpty())
            return {Failure::VersionMismatch, serverMessage};
        const auto server = VersionRange::fromJson(hello.value(QLatin1String("icrpVersion")));
        return {Failure::VersionMismatch,
                server ? VersionRange::mismatchMessage(options.versions, *server)
                       : Tr::tr("ICRP version mismatch. Please update your tool.")};
    }
    case ErrorCode::PermissionDenied: {
        QStringList offered;
        for (const QJsonValue &t : hello.value(QLatin1String("tiers")).toArray())
            offered << t.toString();
        // The tier is one the server offers: it refused this client, not the tier (the panel's
        // gateway says why: its user denied the program).
        if (offered.contains(tier))
            return {
                Failure::TierRefused,
                Tr::tr("The game at %1 refused this client: %2.").arg(urlText(), serverMessage)};
        return {Failure::TierRefused,
                Tr::tr("The game at %1 refused the %2 tier (%3). Connect with a tier it "
                       "grants: %4.")
                    .arg(urlText(), tier, serverMessage,
                         offered.isEmpty() ? QStringLiteral("observer")
                                           : offered.join(QLatin1String(", ")))};
    }
    case ErrorCode::DisabledInRanked:
        return {Failure::TierRefused,
                Tr::tr("The %1 tier is disabled in ranked matches. Connect as "
                       "observer, or wait for an unranked match.")
                    .arg(tier)};
    case ErrorCode::TooManyConnections:
        return {Failure::TooManyConnections,
                tooManyText(urlText(), connectionLimit(serverMessage, data))};
    default:
        break;
    }
    return {Failure::ProtocolError,
            Tr::tr("The game at %1 refused to identify this client: error %2: %3.")
                .arg(urlText())
                .arg(code)
                .arg(serverMessage)};
}

IcrpClient::Private::Ending IcrpClient::Private::endingForClose(int closeCode,
                                                                const QString &reason) const
{
    switch (CloseCode(closeCode)) {
    case CloseCode::AuthenticationFailed:
        return endingForIdentifyError(toInt(ErrorCode::AuthenticationFailed), reason, {});
    case CloseCode::UnsupportedVersion:
        return endingForIdentifyError(toInt(ErrorCode::VersionMismatch), reason, {});
    case CloseCode::TooManyConnections:
        return {Failure::TooManyConnections, tooManyText(urlText(), connectionLimit(reason, {}))};
    case CloseCode::SessionInvalidated:
        return {Failure::SessionInvalidated,
                Tr::tr("The game ended this session (kicked, or its password was reset). "
                       "Connect again when you are ready.")};
    case CloseCode::ServerShuttingDown:
        return {Failure::ServerShutdown,
                Tr::tr("The game at %1 shut down its remote API (the game quit, or "
                       "\"/remote disable\" in its console). Start the game or enable "
                       "the remote API again.")
                    .arg(urlText())};
    case CloseCode::NotIdentified:
        return {Failure::Closed,
                Tr::tr("The game at %1 closed the connection because this client was not "
                       "identified in time (%2).")
                    .arg(urlText(), reason)};
    case CloseCode::MessageTooBig:
        return {Failure::Closed,
                Tr::tr("The game at %1 closed the connection: a message was too big "
                       "(limit 1 MiB).")
                    .arg(urlText())};
    default:
        break;
    }
    const QString detail = reason.isEmpty() ? QString::number(closeCode)
                                            : QStringLiteral("%1, %2").arg(closeCode).arg(reason);
    return {Failure::Closed, Tr::tr("The game at %1 closed the connection (code %2). "
                                    "Connect again if it does not reconnect on its own.")
                                 .arg(urlText(), detail)};
}

} // namespace icrp
