#include "relay/RelayDeviceFlow.h"

#include "relay/OAuthAnswer.h"
#include "relay/RelayLog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrl>

namespace icrelay {

namespace {

/// RFC 8628 §6.1: no vowels, so no words; upper case, read aloud easily.
const char kUserCodeLetters[] = "BCDFGHJKLMNPQRSTVWXZ";

QString randomSecret()
{
    QByteArray raw(32, Qt::Uninitialized);
    for (char &c : raw)
        c = static_cast<char>(QRandomGenerator::system()->bounded(256));
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

const QString RelayDeviceFlow::kGrantType =
    QStringLiteral("urn:ietf:params:oauth:grant-type:device_code");

RelayDeviceFlow::RelayDeviceFlow(QString dataDir, std::shared_ptr<TokenStore> tokens, Clock clock)
    : m_dataDir(std::move(dataDir)), m_tokens(std::move(tokens)), m_clock(clock),
      m_grants(m_dataDir, clock), m_revocation(m_tokens)
{
}

QDateTime RelayDeviceFlow::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

std::optional<RelayDeviceFlow::Form> RelayDeviceFlow::parseForm(const QByteArray &body,
                                                                QString *why)
{
    Form form;
    for (const QByteArray &pair : body.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype eq = pair.indexOf('=');
        QByteArray name = eq < 0 ? pair : pair.left(eq);
        QByteArray value = eq < 0 ? QByteArray() : pair.mid(eq + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        const QString key = QUrl::fromPercentEncoding(name);
        if (form.contains(key)) {
            *why = QStringLiteral("the parameter \"%1\" is sent more than once").arg(key);
            return std::nullopt;
        }
        form.insert(key, QUrl::fromPercentEncoding(value));
    }
    return form;
}

icnet::HttpResponse RelayDeviceFlow::handle(const icnet::HttpRequest &request)
{
    const QByteArray path = request.target.split('?').constFirst();
    const bool post = request.method == "POST";
    if (path == "/device") {
        if (request.method == "GET" || request.method == "HEAD")
            return verificationPage(request.target);
    } else if (path != "/oauth/device_authorization" && path != "/oauth/token" &&
               path != TokenRevocationEndpoint::kPath) {
        return oauth::error(
            404, QStringLiteral("not_found"),
            QStringLiteral("Not found: this relay speaks ICRP over wss:// at /, and "
                           "HTTPS only at POST /oauth/device_authorization, POST "
                           "/oauth/token, POST /oauth/revoke and GET /device"));
    } else if (post) {
        const QByteArray type = request.contentType.split(';').constFirst().trimmed().toLower();
        if (type != "application/x-www-form-urlencoded")
            return oauth::badRequest(
                QStringLiteral("the body must be application/x-www-form-urlencoded "
                               "(RFC 8628 §3.1, §3.4; RFC 7009 §2.1)"));
        QString why;
        const auto form = parseForm(request.body, &why);
        if (!form)
            return oauth::badRequest(why);
        if (path == TokenRevocationEndpoint::kPath)
            return m_revocation.handle(*form);
        return path == "/oauth/token" ? token(*form) : deviceAuthorization(*form);
    }
    icnet::HttpResponse r =
        oauth::error(405, QStringLiteral("invalid_request"),
                     QStringLiteral("%1 takes %2 only")
                         .arg(QString::fromLatin1(path),
                              path == "/device" ? QStringLiteral("GET") : QStringLiteral("POST")));
    r.headers.append(
        {QByteArray("Allow"), path == "/device" ? QByteArray("GET, HEAD") : QByteArray("POST")});
    return r;
}

QString RelayDeviceFlow::newUserCode(const QList<DeviceGrant> &taken) const
{
    for (;;) {
        QString code;
        for (int i = 0; i < 8; ++i) {
            if (i == 4)
                code += u'-';
            code += QLatin1Char(kUserCodeLetters[QRandomGenerator::system()->bounded(20)]);
        }
        if (std::none_of(taken.cbegin(), taken.cend(),
                         [&](const DeviceGrant &g) { return g.userCode == code; }))
            return code;
    }
}

icnet::HttpResponse RelayDeviceFlow::deviceAuthorization(const Form &form)
{
    const QString clientId = form.value(QStringLiteral("client_id"));
    if (clientId.isEmpty())
        return oauth::badRequest(
            QStringLiteral("\"client_id\" is required: the name of the program "
                           "asking (any name; this relay registers no clients)"));
    const QString scope = form.value(QStringLiteral("scope")).trimmed();
    if (!scope.isEmpty() && scope != QLatin1String("observer") && scope != QLatin1String("admin"))
        return oauth::error(
            400, QStringLiteral("invalid_scope"),
            QStringLiteral("scope \"%1\" is not offered: ask for observer or admin").arg(scope));
    const auto grants = m_grants.all();
    if (!grants)
        return oauth::error(500, QStringLiteral("server_error"), grants.error().message);
    const QDateTime t = now();
    const auto waiting = std::count_if(grants->cbegin(), grants->cend(), [&](const DeviceGrant &g) {
        return g.state == DeviceGrant::State::Pending && !g.isExpired(t);
    });
    if (waiting >= kMaxPending)
        return oauth::error(503, QStringLiteral("temporarily_unavailable"),
                            QStringLiteral("%1 devices are waiting for an admin already; try again "
                                           "later")
                                .arg(waiting));
    const QString deviceCode = randomSecret();
    DeviceGrant grant;
    grant.deviceHash = TokenStore::hashOf(deviceCode);
    grant.userCode = newUserCode(*grants);
    grant.clientId = clientId;
    grant.scope = scope;
    grant.created = t.toUTC();
    grant.expires = t.addSecs(kCodeLifetimeSeconds).toUTC();
    if (auto added = m_grants.add(grant); !added)
        return oauth::error(500, QStringLiteral("server_error"), added.error().message);
    qCInfo(lcRelayTokens).noquote()
        << "device authorization requested by" << clientId << "for"
        << (scope.isEmpty() ? QStringLiteral("observer") : scope) << "- user code" << grant.userCode
        << "(ic-relay-mock approve" << grant.userCode << "--data-dir"
        << m_dataDir + QLatin1Char(')');
    const QString verify = m_baseUrl + QStringLiteral("/device");
    return oauth::json(200, {{QStringLiteral("device_code"), deviceCode},
                             {QStringLiteral("user_code"), grant.userCode},
                             {QStringLiteral("verification_uri"), verify},
                             {QStringLiteral("verification_uri_complete"),
                              verify + QStringLiteral("?user_code=") + grant.userCode},
                             {QStringLiteral("expires_in"), kCodeLifetimeSeconds},
                             {QStringLiteral("interval"), kIntervalSeconds}});
}

icnet::HttpResponse RelayDeviceFlow::token(const Form &form)
{
    const QString grantType = form.value(QStringLiteral("grant_type"));
    if (grantType.isEmpty())
        return oauth::badRequest(QStringLiteral("\"grant_type\" is required: %1").arg(kGrantType));
    if (grantType != kGrantType)
        return oauth::error(400, QStringLiteral("unsupported_grant_type"),
                            QStringLiteral("this relay issues tokens only for the device flow (%1)")
                                .arg(kGrantType));
    const QString deviceCode = form.value(QStringLiteral("device_code"));
    const QString clientId = form.value(QStringLiteral("client_id"));
    if (deviceCode.isEmpty() || clientId.isEmpty())
        return oauth::badRequest(QStringLiteral("\"device_code\" and \"client_id\" are required"));
    const QString hash = TokenStore::hashOf(deviceCode);
    const auto grant = m_grants.findDevice(hash);
    if (!grant || grant->clientId != clientId)
        return oauth::error(
            400, QStringLiteral("invalid_grant"),
            QStringLiteral("this relay gave no such device code to %1").arg(clientId));
    switch (grant->state) {
    case DeviceGrant::State::Issued:
        return oauth::error(400, QStringLiteral("invalid_grant"),
                            QStringLiteral("this device code was exchanged for token %1 already; "
                                           "a device code is used once")
                                .arg(grant->tokenId));
    case DeviceGrant::State::Denied:
        m_polls.remove(hash);
        return oauth::error(
            400, QStringLiteral("access_denied"),
            QStringLiteral("the relay's admin denied the request %1").arg(grant->userCode));
    default:
        break;
    }
    if (grant->isExpired(now())) {
        m_polls.remove(hash);
        return oauth::error(400, QStringLiteral("expired_token"),
                            QStringLiteral("the device code expired at %1 before an admin approved "
                                           "it; start again")
                                .arg(grant->expires.toUTC().toString(Qt::ISODate)));
    }
    if (grant->state == DeviceGrant::State::Approved)
        return issue(*grant);
    return pending(hash);
}

icnet::HttpResponse RelayDeviceFlow::pending(const QString &deviceHash)
{
    Poll &poll = m_polls[deviceHash];
    const QDateTime t = now();
    const bool tooSoon = poll.last.isValid() && poll.last.msecsTo(t) < qint64(poll.interval) * 1000;
    poll.last = t;
    if (tooSoon) {
        poll.interval += kSlowDownSeconds;
        return oauth::error(400, QStringLiteral("slow_down"),
                            QStringLiteral("polled sooner than the interval; wait %1 s between "
                                           "polls from now on")
                                .arg(poll.interval),
                            {{QStringLiteral("interval"), poll.interval}});
    }
    return oauth::error(400, QStringLiteral("authorization_pending"),
                        QStringLiteral("waiting for the relay's admin to approve the code"));
}

icnet::HttpResponse RelayDeviceFlow::issue(const DeviceGrant &approved)
{
    TokenStore::Created created;
    const auto issued = m_grants.updateDevice(approved.deviceHash, [&](DeviceGrant &g) {
        if (g.state != DeviceGrant::State::Approved)
            return ic::Result<void>(ic::Error{QStringLiteral("relay.device-code-used"),
                                              QStringLiteral("the device code was used")});
        auto made = m_tokens->create(g.tier, now().addSecs(g.tokenLifetimeSeconds), g.games);
        if (!made)
            return ic::Result<void>(made.error());
        created = *made;
        g.state = DeviceGrant::State::Issued;
        g.tokenId = made->record.id;
        return ic::success();
    });
    if (!issued)
        return issued.error().code == QLatin1String("relay.device-code-used")
                   ? oauth::error(400, QStringLiteral("invalid_grant"), issued.error().message)
                   : oauth::error(500, QStringLiteral("server_error"), issued.error().message);
    m_polls.remove(approved.deviceHash);
    qCInfo(lcRelayTokens).noquote() << "device" << approved.userCode << "got token"
                                    << created.record.id << icrp::tierName(created.record.tier);
    return oauth::json(200, {{QStringLiteral("access_token"), created.token},
                             {QStringLiteral("token_type"), QStringLiteral("Bearer")},
                             {QStringLiteral("expires_in"), issued->tokenLifetimeSeconds},
                             {QStringLiteral("scope"), icrp::tierName(created.record.tier)},
                             {QStringLiteral("token_id"), created.record.id},
                             {QStringLiteral("games"),
                              created.record.games.isEmpty()
                                  ? QJsonValue(QJsonValue::Null)
                                  : QJsonValue(QJsonArray::fromStringList(created.record.games))}});
}

icnet::HttpResponse RelayDeviceFlow::verificationPage(const QByteArray &target) const
{
    QString code = QUrl(QString::fromLatin1(target)).query(QUrl::FullyDecoded).section(u'=', 1);
    static const QRegularExpression kCode(QStringLiteral("^[A-Za-z]{4}-?[A-Za-z]{4}$"));
    if (!kCode.match(code).hasMatch())
        code.clear(); // only a code is said back
    icnet::HttpResponse r = oauth::noStore(icnet::HttpResponse::json(
        200, QStringLiteral("ic-relay-mock has no sign-in page. Ask the relay's admin to approve "
                            "your code:\n\n    ic-relay-mock approve %1 [--tier observer|admin]\n")
                 .arg(code.isEmpty() ? QStringLiteral("USER-CODE") : code.toUpper())
                 .toUtf8()));
    r.contentType = "text/plain; charset=utf-8";
    return r;
}

} // namespace icrelay
