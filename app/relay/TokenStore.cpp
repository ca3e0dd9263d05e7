#include "relay/TokenStore.h"
#include "relay/DataFileLock.h"

#include "relay/RelayLog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSaveFile>

namespace icrelay {

namespace {

const QString kTokenFile = QStringLiteral("relay-tokens.json");
const QString kTokenPrefix = QStringLiteral("icrt_");

ic::Error storeError(const QString &code, const QString &message)
{
    return ic::Error{code, message};
}

QByteArray randomBytes(int count)
{
    QByteArray raw(count, Qt::Uninitialized);
    QRandomGenerator *rng = QRandomGenerator::system();
    for (int i = 0; i < count; ++i)
        raw[i] = static_cast<char>(rng->bounded(256));
    return raw;
}

QString isoUtc(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

QJsonObject recordToJson(const TokenRecord &r)
{
    return {{QStringLiteral("id"), r.id},
            {QStringLiteral("tier"), icrp::tierName(r.tier)},
            {QStringLiteral("sha256"), r.hash},
            {QStringLiteral("created"), isoUtc(r.created)},
            {QStringLiteral("expires"), isoUtc(r.expires)},
            {QStringLiteral("games"), QJsonArray::fromStringList(r.games)},
            {QStringLiteral("revoked"),
             r.isRevoked() ? QJsonValue(isoUtc(r.revoked)) : QJsonValue(QJsonValue::Null)}};
}

std::optional<TokenRecord> recordFromJson(const QJsonObject &o)
{
    TokenRecord r;
    r.id = o.value(QStringLiteral("id")).toString();
    const auto tier = icrp::parseTier(o.value(QStringLiteral("tier")).toString());
    r.hash = o.value(QStringLiteral("sha256")).toString();
    r.created = QDateTime::fromString(o.value(QStringLiteral("created")).toString(), Qt::ISODate);
    r.expires = QDateTime::fromString(o.value(QStringLiteral("expires")).toString(), Qt::ISODate);
    for (const QJsonValue &g : o.value(QStringLiteral("games")).toArray())
        r.games << g.toString();
    r.revoked = QDateTime::fromString(o.value(QStringLiteral("revoked")).toString(), Qt::ISODate);
    if (r.id.isEmpty() || !tier || r.hash.size() != 64 || !r.expires.isValid())
        return std::nullopt;
    r.tier = *tier;
    return r;
}

} // namespace

TokenStore::TokenStore(QString dataDir, Clock clock)
    : m_dataDir(std::move(dataDir)), m_clock(std::move(clock))
{
}

QString TokenStore::filePath() const
{
    return QDir(m_dataDir).filePath(kTokenFile);
}

QDateTime TokenStore::now() const
{
    return m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
}

QString TokenStore::hashOf(const QString &token)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString TokenStore::refusalName(Refusal reason)
{
    switch (reason) {
    case Refusal::Missing:
        return QStringLiteral("missing");
    case Refusal::Unknown:
        return QStringLiteral("unknown");
    case Refusal::Expired:
        return QStringLiteral("expired");
    case Refusal::Revoked:
        return QStringLiteral("revoked");
    }
    return QStringLiteral("unknown");
}

ic::Result<void> TokenStore::reloadIfChanged()
{
    QFileInfo info(filePath());
    info.setCaching(false);
    if (!info.exists()) {
        m_records.clear();
        m_loadedSize = -1;
        return ic::success();
    }
    const QDateTime modified = info.lastModified();
    if (modified == m_loadedModified && info.size() == m_loadedSize)
        return ic::success();
    QFile f(filePath());
    if (!f.open(QIODevice::ReadOnly))
        return storeError(QStringLiteral("relay.tokens-unreadable"),
                          QStringLiteral("Cannot read %1: %2").arg(filePath(), f.errorString()));
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    QList<TokenRecord> records;
    for (const QJsonValue &v : doc.object().value(QStringLiteral("tokens")).toArray()) {
        if (const auto r = recordFromJson(v.toObject()))
            records << *r;
    }
    if (!doc.isObject())
        return storeError(
            QStringLiteral("relay.tokens-unreadable"),
            QStringLiteral("%1 is not a token file of ic-relay-mock").arg(filePath()));
    m_records = records;
    m_loadedModified = modified;
    m_loadedSize = info.size();
    return ic::success();
}

ic::Result<void> TokenStore::save()
{
    QDir().mkpath(m_dataDir);
    QFile::setPermissions(m_dataDir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QJsonArray tokens;
    for (const TokenRecord &r : std::as_const(m_records))
        tokens.append(recordToJson(r));
    QSaveFile f(filePath());
    if (!f.open(QIODevice::WriteOnly))
        return storeError(QStringLiteral("relay.tokens-unwritable"),
                          QStringLiteral("Cannot write %1: %2").arg(filePath(), f.errorString()));
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    f.write(QJsonDocument(
                QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("tokens"), tokens}})
                .toJson(QJsonDocument::Indented));
    if (!f.commit())
        return storeError(QStringLiteral("relay.tokens-unwritable"),
                          QStringLiteral("Cannot write %1: %2").arg(filePath(), f.errorString()));
    m_loadedSize = -1; // read it back on the next check (its new time and size)
    return reloadIfChanged();
}

ic::Result<TokenStore::Created> TokenStore::create(icrp::Tier tier, const QDateTime &expires,
                                                   const QStringList &games)
{
    const auto lock = lockDataFile(filePath(), QStringLiteral("relay.tokens-locked"));
    if (!lock)
        return lock.error();
    if (auto loaded = reloadIfChanged(); !loaded)
        return loaded.error();
    Created out;
    out.token = kTokenPrefix + QString::fromLatin1(randomBytes(32).toBase64(
                                   QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    TokenRecord &r = out.record;
    do {
        r.id = QStringLiteral("tk-") + QString::fromLatin1(randomBytes(4).toHex());
    } while (std::any_of(m_records.cbegin(), m_records.cend(),
                         [&](const TokenRecord &o) { return o.id == r.id; }));
    r.tier = tier;
    r.hash = hashOf(out.token);
    r.created = now().toUTC();
    r.expires = expires.toUTC();
    r.games = games;
    m_records << r;
    if (auto saved = save(); !saved)
        return saved.error();
    qCInfo(lcRelayTokens).noquote()
        << "token created" << r.id << icrp::tierName(tier) << "expires" << isoUtc(r.expires);
    return out;
}

ic::Result<QList<TokenRecord>> TokenStore::list()
{
    if (auto loaded = reloadIfChanged(); !loaded)
        return loaded.error();
    return m_records;
}

ic::Result<TokenRecord> TokenStore::revoke(const QString &id)
{
    const auto revoked = revokeWhere([&id](const TokenRecord &r) { return r.id == id; });
    if (!revoked)
        return revoked.error();
    if (*revoked)
        return **revoked;
    return storeError(
        QStringLiteral("relay.token-unknown"),
        QStringLiteral("No token with id \"%1\" (ic-relay-mock token list shows them)").arg(id));
}

ic::Result<std::optional<TokenRecord>> TokenStore::revokeToken(const QString &token)
{
    if (token.isEmpty())
        return std::optional<TokenRecord>();
    const QString hash = hashOf(token);
    return revokeWhere([&hash](const TokenRecord &r) { return r.hash == hash; });
}

ic::Result<std::optional<TokenRecord>>
TokenStore::revokeWhere(const std::function<bool(const TokenRecord &)> &match)
{
    // No data folder: no token to revoke, and none is made for it.
    std::unique_ptr<QLockFile> held;
    if (QFileInfo::exists(m_dataDir)) {
        auto lock = lockDataFile(filePath(), QStringLiteral("relay.tokens-locked"));
        if (!lock)
            return lock.error();
        held = std::move(*lock);
    }
    if (auto loaded = reloadIfChanged(); !loaded)
        return loaded.error();
    for (TokenRecord &r : m_records) {
        if (!match(r))
            continue;
        if (!r.isRevoked())
            r.revoked = now().toUTC();
        const TokenRecord revoked = r;
        if (auto saved = save(); !saved)
            return saved.error();
        qCInfo(lcRelayTokens).noquote() << "token revoked" << revoked.id;
        return std::optional<TokenRecord>(revoked);
    }
    return std::optional<TokenRecord>();
}

std::variant<TokenRecord, TokenStore::Refused> TokenStore::judge(const TokenRecord &r) const
{
    if (r.isRevoked())
        return Refused{Refusal::Revoked,
                       QStringLiteral("Authentication failed: token %1 was revoked at "
                                      "%2")
                           .arg(r.id, isoUtc(r.revoked))};
    if (r.isExpired(now()))
        return Refused{Refusal::Expired,
                       QStringLiteral("Authentication failed: token %1 expired at %2")
                           .arg(r.id, isoUtc(r.expires))};
    return r;
}

std::variant<TokenRecord, TokenStore::Refused> TokenStore::verify(const QString &token)
{
    if (token.isEmpty())
        return Refused{
            Refusal::Missing,
            QStringLiteral("Authentication failed: this relay needs a bearer token and none "
                           "was sent (send \"Authorization: Bearer TOKEN\" with the WebSocket "
                           "handshake, or \"authentication\" in ic/identify)")};
    if (auto loaded = reloadIfChanged(); !loaded)
        qCWarning(lcRelayTokens).noquote() << loaded.error().message;
    const QString hash = hashOf(token);
    for (const TokenRecord &r : std::as_const(m_records)) {
        if (r.hash == hash)
            return judge(r);
    }
    return Refused{Refusal::Unknown,
                   QStringLiteral("Authentication failed: this relay does not know that token")};
}

std::variant<TokenRecord, TokenStore::Refused> TokenStore::recheck(const QString &id)
{
    if (auto loaded = reloadIfChanged(); !loaded)
        qCWarning(lcRelayTokens).noquote() << loaded.error().message;
    for (const TokenRecord &r : std::as_const(m_records)) {
        if (r.id == id)
            return judge(r);
    }
    return Refused{Refusal::Revoked,
                   QStringLiteral("Authentication failed: token %1 no longer exists").arg(id)};
}

} // namespace icrelay
