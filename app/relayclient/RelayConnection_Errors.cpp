// RelayConnection: what went wrong, as an ic::Error a person can act on, and whether trying
// again on its own may help (never for a refused token, tier or certificate).

#include "relayclient/RelayConnectionPrivate.h"
#include "relayclient/Tr.h"

#include "icrp/protocol/CloseCode.h"
#include "icrp/protocol/ErrorCode.h"

namespace icrelayclient {

QString RelayConnection::Private::where() const
{
    return options.url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

ic::Error RelayConnection::Private::callError(const QJsonObject &error)
{
    const int code = error.value(QLatin1String("code")).toInt();
    const QString message = error.value(QLatin1String("message")).toString();
    const ic::Error named{icrp::errorName(icrp::ErrorCode(code)), message};
    // errorName() of a code it does not know is internal-error: say the real code then.
    if (icrp::errorCodeOf(named) != icrp::ErrorCode(code))
        return ic::Error{QStringLiteral("icrp.error"),
                         Tr::tr("The relay answered with error %1: %2").arg(code).arg(message)};
    return named;
}

RelayConnection::Private::Ending
RelayConnection::Private::refusedAtIdentify(const QJsonObject &refusal) const
{
    const int code = refusal.value(QLatin1String("code")).toInt();
    const QString message = refusal.value(QLatin1String("message")).toString();
    switch (icrp::ErrorCode(code)) {
    case icrp::ErrorCode::AuthenticationFailed:
        return {ic::Error{QStringLiteral("relay.token-refused"),
                          Tr::tr("The relay %1 refused the token: %2. Sign in again or paste a "
                                 "new token.")
                              .arg(where(), message)},
                false};
    case icrp::ErrorCode::PermissionDenied:
        return {ic::Error{QStringLiteral("relay.tier-refused"),
                          Tr::tr("The relay %1 refused the tier: %2").arg(where(), message)},
                false};
    case icrp::ErrorCode::VersionMismatch:
        return {
            ic::Error{QStringLiteral("relay.version-mismatch"),
                      Tr::tr("The relay %1 speaks another ICRP version: %2").arg(where(), message)},
            false};
    case icrp::ErrorCode::TooManyConnections:
        return {ic::Error{QStringLiteral("relay.full"),
                          Tr::tr("The relay %1 is full: %2").arg(where(), message)},
                true};
    default:
        return {ic::Error{QStringLiteral("relay.refused"),
                          Tr::tr("The relay %1 refused the connection: %2 (error %3)")
                              .arg(where(), message)
                              .arg(code)},
                false};
    }
}

RelayConnection::Private::Ending RelayConnection::Private::forClose(int code,
                                                                    const QString &reason) const
{
    const QString why = reason.isEmpty() ? Tr::tr("close code %1").arg(code) : reason;
    switch (icrp::CloseCode(code)) {
    case icrp::CloseCode::AuthenticationFailed:
        return {ic::Error{QStringLiteral("relay.token-refused"),
                          Tr::tr("The relay %1 no longer accepts the token: %2. Sign in again or "
                                 "paste a new token.")
                              .arg(where(), why)},
                false};
    case icrp::CloseCode::ServerShuttingDown:
        return {ic::Error{QStringLiteral("relay.shutdown"),
                          Tr::tr("The relay %1 shut down. The panel connects again when it is "
                                 "back.")
                              .arg(where())},
                true};
    case icrp::CloseCode::SessionInvalidated:
        return {ic::Error{QStringLiteral("relay.session-ended"),
                          Tr::tr("The relay %1 ended this session: %2").arg(where(), why)},
                false};
    default:
        return {ic::Error{QStringLiteral("relay.closed"),
                          Tr::tr("The connection to the relay %1 closed: %2").arg(where(), why)},
                true};
    }
}

RelayConnection::Private::Ending
RelayConnection::Private::forSocketError(QAbstractSocket::SocketError e, const QString &text) const
{
    if (e == QAbstractSocket::SslHandshakeFailedError || e == QAbstractSocket::SslInternalError)
        return {
            ic::Error{QStringLiteral("relay.tls-failed"),
                      Tr::tr("The TLS handshake with the relay %1 failed: %2").arg(where(), text)},
            false};
    return {ic::Error{QStringLiteral("relay.unreachable"),
                      Tr::tr("The relay %1 cannot be reached: %2. The panel keeps trying.")
                          .arg(where(), text)},
            true};
}

RelayConnection::Private::Ending RelayConnection::Private::timedOut() const
{
    return {ic::Error{QStringLiteral("relay.timeout"),
                      Tr::tr("The relay %1 did not finish the handshake in time. The panel keeps "
                             "trying.")
                          .arg(where())},
            true};
}

RelayConnection::Private::Ending RelayConnection::Private::notARelay(const QString &what) const
{
    return {ic::Error{QStringLiteral("relay.not-a-relay"),
                      Tr::tr("%1 does not answer as a relay: %2.").arg(where(), what)},
            false};
}

ic::Error RelayConnection::Private::notConnected()
{
    return ic::Error{QStringLiteral("relay.not-connected"),
                     Tr::tr("The panel is not connected to the relay.")};
}

} // namespace icrelayclient
