// RelayDeviceLogin: RFC 8628's device flow; each request is a RelayHttpsPost (the relay's TLS
// trust, the answer as JSON).

#include "relayclient/RelayDeviceLogin.h"

#include "relayclient/RelayClientLog.h"
#include "relayclient/RelayHttpsPost.h"
#include "relayclient/Tr.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QTimer>
#include <QUrlQuery>

namespace icrelayclient {

namespace {

const QString kGrantType = QStringLiteral("urn:ietf:params:oauth:grant-type:device_code");
/// RFC 8628 §3.5: what each slow_down adds to the interval.
constexpr int kSlowDownSeconds = 5;

ic::Error deviceError(const QString &code, const QString &message)
{
    return ic::Error{QStringLiteral("relay.device.") + code, message};
}

} // namespace

class RelayDeviceLogin::Private
{
public:
    explicit Private(RelayDeviceLogin *owner) : q(owner)
    {
        pollTimer.setSingleShot(true);
        QObject::connect(&pollTimer, &QTimer::timeout, q, [this] { poll(); });
    }

    using Handler = std::function<void(int status, const QJsonObject &answer)>;

    QUrl endpoint(const QString &path) const
    {
        return RelayHttpsPost::endpoint(options.relayUrl, path);
    }

    void post(const QString &path, const QUrlQuery &form, Handler handler)
    {
        RelayHttpsPost::Request request;
        request.relayUrl = options.relayUrl;
        request.path = path;
        request.form = form;
        request.trust = options.trust;
        request.timeout = options.requestTimeout;
        current = new RelayHttpsPost(
            &network, request,
            [this, handler = std::move(handler)](const RelayHttpsPost::Reply &reply) {
                current = nullptr;
                onReply(reply, handler);
            },
            q);
    }

    void onReply(const RelayHttpsPost::Reply &reply, const Handler &handler)
    {
        if (!reply.fingerprint.isEmpty())
            fingerprint = reply.fingerprint;
        if (reply.tlsRefusal)
            return end(*reply.tlsRefusal);
        if (reply.status == 0)
            return end(deviceError(QStringLiteral("unreachable"),
                                   Tr::tr("The relay %1 cannot be reached for signing in: %2")
                                       .arg(endpoint({}).toString(), reply.networkError)));
        if (!reply.json)
            return end(ic::Error{QStringLiteral("relay.bad-answer"),
                                 Tr::tr("The relay's answer to a sign-in request is not JSON "
                                        "(HTTP %1).")
                                     .arg(reply.status)});
        handler(reply.status, *reply.json);
    }

    void onCode(int status, const QJsonObject &answer)
    {
        if (status != 200)
            return end(refused(answer));
        deviceCode = answer.value(QLatin1String("device_code")).toString();
        Code code;
        code.userCode = answer.value(QLatin1String("user_code")).toString();
        code.verificationUri = QUrl(answer.value(QLatin1String("verification_uri")).toString());
        code.verificationUriComplete =
            QUrl(answer.value(QLatin1String("verification_uri_complete")).toString());
        code.expiresInSeconds = answer.value(QLatin1String("expires_in")).toInt();
        // RFC 8628 §3.2: 5 s when the server names no interval.
        code.intervalSeconds = std::max(1, answer.value(QLatin1String("interval")).toInt(5));
        if (deviceCode.isEmpty() || code.userCode.isEmpty() || code.expiresInSeconds <= 0)
            return end(ic::Error{QStringLiteral("relay.bad-answer"),
                                 Tr::tr("The relay's sign-in code is incomplete.")});
        interval = code.intervalSeconds;
        deadline = QDateTime::currentDateTimeUtc().addSecs(code.expiresInSeconds);
        qCInfo(lcRelayClient).noquote()
            << "device sign-in: code" << code.userCode << "from" << endpoint({}).toString()
            << "- polling every" << interval << "s";
        Q_EMIT q->codeReady(code);
        schedule();
    }

    void schedule()
    {
        if (QDateTime::currentDateTimeUtc() >= deadline)
            return end(expired());
        pollTimer.start(std::chrono::seconds(interval));
    }

    void poll()
    {
        if (QDateTime::currentDateTimeUtc() > deadline)
            return end(expired());
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("grant_type"), kGrantType);
        form.addQueryItem(QStringLiteral("device_code"), deviceCode);
        form.addQueryItem(QStringLiteral("client_id"), options.clientId);
        post(QStringLiteral("/oauth/token"), form,
             [this](int status, const QJsonObject &answer) { onPoll(status, answer); });
    }

    void onPoll(int status, const QJsonObject &answer)
    {
        if (status == 200)
            return issued(answer);
        const QString error = answer.value(QLatin1String("error")).toString();
        if (error == QLatin1String("authorization_pending")) {
            Q_EMIT q->waiting(error);
            return schedule();
        }
        if (error == QLatin1String("slow_down")) {
            interval = std::max(interval + kSlowDownSeconds,
                                answer.value(QLatin1String("interval")).toInt());
            qCInfo(lcRelayClient) << "device sign-in: slowed down to every" << interval << "s";
            Q_EMIT q->intervalChanged(interval);
            Q_EMIT q->waiting(error);
            return schedule();
        }
        if (error == QLatin1String("access_denied"))
            return end(deviceError(QStringLiteral("denied"),
                                   Tr::tr("The relay's admin denied this sign-in. Ask them, "
                                          "then sign in again.")));
        if (error == QLatin1String("expired_token"))
            return end(expired());
        end(refused(answer));
    }

    void issued(const QJsonObject &answer)
    {
        Token token;
        token.accessToken = answer.value(QLatin1String("access_token")).toString();
        token.tokenType = answer.value(QLatin1String("token_type")).toString();
        token.tokenId = answer.value(QLatin1String("token_id")).toString();
        token.scope = answer.value(QLatin1String("scope")).toString();
        token.expiresInSeconds = qint64(answer.value(QLatin1String("expires_in")).toDouble());
        const QJsonValue games = answer.value(QLatin1String("games"));
        token.allGames = !games.isArray();
        for (const QJsonValue &g : games.toArray())
            token.games.append(g.toString());
        if (token.accessToken.isEmpty() ||
            token.tokenType.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) != 0)
            return end(ic::Error{QStringLiteral("relay.bad-answer"),
                                 Tr::tr("The relay answered the sign-in without a bearer "
                                        "token.")});
        qCInfo(lcRelayClient).noquote() << "device sign-in: the relay issued token" << token.tokenId
                                        << "with scope" << token.scope;
        deviceCode.clear();
        running = false;
        Q_EMIT q->finished(std::move(token));
    }

    ic::Error expired() const
    {
        return deviceError(
            QStringLiteral("expired"),
            icrelayclient::Tr::tr("The sign-in code expired before the relay's admin approved "
                                  "it. Sign in again for a new code."));
    }

    ic::Error refused(const QJsonObject &answer) const
    {
        const QString error = answer.value(QLatin1String("error")).toString();
        const QString why = answer.value(QLatin1String("error_description")).toString();
        return deviceError(QStringLiteral("refused"),
                           icrelayclient::Tr::tr("The relay refused the sign-in: %1 (%2).")
                               .arg(why.isEmpty() ? error : why, error));
    }

    void end(const ic::Error &error)
    {
        pollTimer.stop();
        deviceCode.clear();
        running = false;
        qCInfo(lcRelayClient).noquote() << "device sign-in ended:" << error.code;
        Q_EMIT q->finished(error);
    }

    void stop()
    {
        pollTimer.stop();
        deviceCode.clear();
        running = false;
        delete std::exchange(current, nullptr).data(); // cancels its request
    }

    RelayDeviceLogin *q;
    Options options;
    QNetworkAccessManager network;
    QPointer<RelayHttpsPost> current;
    QTimer pollTimer;
    QString deviceCode; // in memory only
    QDateTime deadline;
    QString fingerprint;
    int interval = 5;
    bool running = false;
};

RelayDeviceLogin::RelayDeviceLogin(QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(this))
{
}

RelayDeviceLogin::~RelayDeviceLogin()
{
    d->stop();
}

void RelayDeviceLogin::setOptions(const Options &options)
{
    d->options = options;
}

void RelayDeviceLogin::start()
{
    d->stop();
    d->running = true;
    d->fingerprint.clear();
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("client_id"), d->options.clientId);
    form.addQueryItem(QStringLiteral("scope"), icrp::tierName(d->options.scope));
    d->post(QStringLiteral("/oauth/device_authorization"), form,
            [this](int status, const QJsonObject &answer) { d->onCode(status, answer); });
}

void RelayDeviceLogin::cancel()
{
    d->stop();
}

bool RelayDeviceLogin::running() const
{
    return d->running;
}

int RelayDeviceLogin::intervalSeconds() const
{
    return d->interval;
}

QString RelayDeviceLogin::peerFingerprint() const
{
    return d->fingerprint;
}

} // namespace icrelayclient
