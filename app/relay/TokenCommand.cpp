#include "relay/TokenCommand.h"

#include "relay/TokenStore.h"

#include <QTextStream>

namespace icrelay {

namespace {

QString scopeText(const QStringList &games)
{
    return games.isEmpty() ? QStringLiteral("all games") : games.join(QLatin1Char(','));
}

QString when(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODate);
}

} // namespace

int TokenCommand::run(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err)
{
    switch (command.action) {
    case RelayCommandLine::Action::TokenCreate:
        return create(command, out, err);
    case RelayCommandLine::Action::TokenList:
        return list(command, out, err);
    case RelayCommandLine::Action::TokenRevoke:
        return revoke(command, out, err);
    default:
        return 2;
    }
}

int TokenCommand::create(const RelayCommandLine::Result &command, QTextStream &out,
                         QTextStream &err)
{
    TokenStore store(command.options.dataDir);
    const QDateTime expires = QDateTime::currentDateTimeUtc().addSecs(command.expiresInSeconds);
    const auto created = store.create(command.tier, expires, command.games);
    if (!created) {
        err << "ic-relay-mock: " << created.error().message << Qt::endl;
        return 1;
    }
    out << created->token << Qt::endl;
    err << QStringLiteral(
               "Token %1: tier %2, expires %3, reaches %4. It is shown only this once; the "
               "relay keeps its SHA-256 in %5.")
               .arg(created->record.id, icrp::tierName(command.tier), when(expires),
                    scopeText(command.games), store.filePath())
        << Qt::endl;
    return 0;
}

int TokenCommand::list(const RelayCommandLine::Result &command, QTextStream &out, QTextStream &err)
{
    TokenStore store(command.options.dataDir);
    const auto records = store.list();
    if (!records) {
        err << "ic-relay-mock: " << records.error().message << Qt::endl;
        return 1;
    }
    if (records->isEmpty()) {
        err << QStringLiteral("No tokens in %1.").arg(store.filePath()) << Qt::endl;
        return 0;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    out << QStringLiteral("ID           TIER      EXPIRES               STATE    GAMES")
        << Qt::endl;
    for (const TokenRecord &r : *records) {
        const QString state = r.isRevoked()      ? QStringLiteral("revoked")
                              : r.isExpired(now) ? QStringLiteral("expired")
                                                 : QStringLiteral("active");
        out << QStringLiteral("%1  %2  %3  %4  %5")
                   .arg(r.id, -11)
                   .arg(icrp::tierName(r.tier), -8)
                   .arg(when(r.expires), -20)
                   .arg(state, -7)
                   .arg(scopeText(r.games))
            << Qt::endl;
    }
    return 0;
}

int TokenCommand::revoke(const RelayCommandLine::Result &command, QTextStream &out,
                         QTextStream &err)
{
    TokenStore store(command.options.dataDir);
    const auto revoked = store.revoke(command.tokenId);
    if (!revoked) {
        err << "ic-relay-mock: " << revoked.error().message << Qt::endl;
        return 1;
    }
    out << QStringLiteral("Revoked %1 (%2). A relay using %3 refuses it from its next call.")
               .arg(revoked->id, icrp::tierName(revoked->tier), store.filePath())
        << Qt::endl;
    return 0;
}

} // namespace icrelay
