#include "relayclient/RelayTokenRevocation.h"

#include "relayclient/RelayClientLog.h"
#include "relayclient/RelayHttpsPost.h"
#include "relayclient/Tr.h"

#include <QMetaObject>

namespace icrelayclient {

namespace {

ic::Error revokeError(const QString &code, const QString &message)
{
    return ic::Error{QStringLiteral("relay.revoke.") + code, message};
}

/// What an answer other than 200 means.
ic::Error refusal(const QString &relay, const RelayHttpsPost::Reply &reply)
{
    if (reply.status == 404 || reply.status == 405 || reply.status == 501)
        return revokeError(
            QStringLiteral("unsupported"),
            icrelayclient::Tr::tr("The relay %1 cannot revoke tokens (HTTP %2): the token stays "
                                  "valid there until it expires or the relay's admin revokes it.")
                .arg(relay)
                .arg(reply.status));
    const QJsonObject json = reply.json.value_or(QJsonObject());
    const QString error = json.value(QLatin1String("error")).toString();
    const QString why = json.value(QLatin1String("error_description")).toString();
    const QString said = why.isEmpty() ? error : why;
    return revokeError(QStringLiteral("refused"),
                       icrelayclient::Tr::tr("The relay %1 did not revoke the token (HTTP %2): %3")
                           .arg(relay)
                           .arg(reply.status)
                           .arg(said.isEmpty() ? icrelayclient::Tr::tr("no reason given") : said));
}

ic::Result<void> outcomeOf(const QString &relay, const RelayHttpsPost::Reply &reply)
{
    if (reply.tlsRefusal)
        return *reply.tlsRefusal;
    if (reply.status == 0)
        return revokeError(QStringLiteral("unreachable"),
                           Tr::tr("The relay %1 cannot be reached to revoke the token: %2")
                               .arg(relay, reply.networkError));
    // RFC 7009 §2.2: 200 is the answer; its body is not read.
    if (reply.status == 200)
        return ic::success();
    return refusal(relay, reply);
}

} // namespace

void RelayTokenRevocation::revoke(const QUrl &relayUrl, const QString &token, const TlsTrust &trust,
                                  QObject *context, Done done)
{
    Q_ASSERT(context);
    const QString relay = RelayHttpsPost::endpoint(relayUrl, {}).toString();
    if (token.isEmpty()) {
        const ic::Error none = revokeError(QStringLiteral("no-token"),
                                           Tr::tr("There is no token to revoke at %1.").arg(relay));
        QMetaObject::invokeMethod(
            context,
            [done, none] {
                if (done)
                    done(none);
            },
            Qt::QueuedConnection);
        return;
    }
    RelayHttpsPost::Request request;
    request.relayUrl = relayUrl;
    request.path = QStringLiteral("/oauth/revoke");
    request.form.addQueryItem(QStringLiteral("token"), token);
    request.form.addQueryItem(QStringLiteral("token_type_hint"), QStringLiteral("access_token"));
    request.trust = trust;
    new RelayHttpsPost(
        nullptr, request,
        [relay, done = std::move(done)](const RelayHttpsPost::Reply &reply) {
            const ic::Result<void> outcome = outcomeOf(relay, reply);
            if (outcome)
                qCInfo(lcRelayClient).noquote() << "token revocation: done at" << relay;
            else
                qCInfo(lcRelayClient).noquote()
                    << "token revocation at" << relay << "failed:" << outcome.error().code;
            if (done)
                done(outcome);
        },
        context);
}

} // namespace icrelayclient
