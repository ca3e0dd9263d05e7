#pragma once
// The relay's bearer tokens, kept in DATA_DIR/relay-tokens.json (mode 0600; the folder 0700):
// each token as its SHA-256 hash with its id, tier, expiry, game scope and revocation. create()
// returns the token's text once; nothing can show it again. The file is read again whenever it
// changed on disk, so `ic-relay-mock token revoke` in another process takes effect at the
// running relay's next check (every call).

#include "relay/TokenRecord.h"

#include "common/Result.h"

#include <QDateTime>
#include <QList>
#include <functional>
#include <optional>
#include <variant>

namespace icrelay {

class TokenStore
{
public:
    /// Why verify() refused a token (the "reason" of the error's data).
    enum class Refusal { Missing, Unknown, Expired, Revoked };
    struct Refused
    {
        Refusal reason = Refusal::Unknown;
        QString message;
    };
    struct Created
    {
        TokenRecord record;
        QString token;
    };
    using Clock = std::function<QDateTime()>;

    explicit TokenStore(QString dataDir, Clock clock = {});

    QString filePath() const;
    /// A new token: `expires` in the future, `games` its scope (empty: all).
    ic::Result<Created> create(icrp::Tier tier, const QDateTime &expires, const QStringList &games);
    /// Every token ever made (revoked ones included), oldest first.
    ic::Result<QList<TokenRecord>> list();
    /// Marks `id` revoked (it stays listed). Error "relay.token-unknown" for an unknown id.
    ic::Result<TokenRecord> revoke(const QString &id);
    /// Marks the token whose text is `token` revoked, as revoke() does (RFC 7009: its holder
    /// gives it up); nullopt when no token has that text.
    ic::Result<std::optional<TokenRecord>> revokeToken(const QString &token);
    /// The record a token's text stands for, if it is known, unexpired and not revoked.
    std::variant<TokenRecord, Refused> verify(const QString &token);
    /// The same check for a token already accepted (every call of a session).
    std::variant<TokenRecord, Refused> recheck(const QString &id);

    static QString refusalName(Refusal reason);
    static QString hashOf(const QString &token);

private:
    ic::Result<void> reloadIfChanged();
    ic::Result<void> save();
    /// revoke() and revokeToken(): under the file's lock, the first record `match` takes.
    ic::Result<std::optional<TokenRecord>>
    revokeWhere(const std::function<bool(const TokenRecord &)> &match);
    std::variant<TokenRecord, Refused> judge(const TokenRecord &record) const;
    QDateTime now() const;

    QString m_dataDir;
    Clock m_clock;
    QList<TokenRecord> m_records;
    QDateTime m_loadedModified;
    qint64 m_loadedSize = -1;
};

} // namespace icrelay
