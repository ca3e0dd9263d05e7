// MatchModel's admin actions: pause / resume, a server announcement, kicking a player and the
// match settings (docs/icrp-spec.md §10.11–10.14). Each answers with a sentence for the user.

#include "icrp/client/IcrpClient.h"
#include "match/MatchLog.h"
#include "match/MatchModel.h"
#include "match/MatchSettingsText.h"
#include "match/Tr.h"

#include <QPointer>

namespace icmatch {

bool MatchModel::adminCall(const QString &method, const QJsonObject &params,
                           std::function<void(const icrp::IcrpResult &)> done,
                           const std::function<void(const ic::Error &)> &refused)
{
    const QString reason = adminUnavailableReason();
    if (!reason.isEmpty()) {
        if (refused)
            refused(ic::Error{QStringLiteral("match.unavailable"), reason});
        return false;
    }
    QPointer<MatchModel> self(this);
    m_client->call(method, params, [self, done](const icrp::IcrpResult &r) {
        if (self)
            done(r);
    });
    return true;
}

ic::Error MatchModel::sayError(const icrp::IcrpResult &r) const
{
    if (r.code == icrp::IcrpResult::NotConnected || r.code == icrp::IcrpResult::TimedOut)
        return {QStringLiteral("match.no_answer"),
                Tr::tr("The game did not answer (%1). Check the Status page and try again.")
                    .arg(r.message)};
    return {QStringLiteral("match.refused"), Tr::tr("The game refused: %1").arg(r.message)};
}

void MatchModel::setPaused(bool paused, Done done)
{
    adminCall(
        QStringLiteral("ic/admin.pause"), {{QStringLiteral("paused"), paused}},
        [this, paused, done](const icrp::IcrpResult &r) {
            if (!r.ok)
                return done(sayError(r));
            if (!r.result.toObject().value(u"changed").toBool())
                return done(paused ? Tr::tr("The match was already paused.")
                                   : Tr::tr("The match was already running."));
            askInfo();
            done(paused ? Tr::tr("Match paused.") : Tr::tr("Match resumed."));
        },
        done);
}

void MatchModel::say(const QString &message, Done done)
{
    adminCall(
        QStringLiteral("ic/admin.say"), {{QStringLiteral("message"), message}},
        [this, done](const icrp::IcrpResult &r) {
            done(r.ok ? ic::Result<QString>(Tr::tr("Announced to every player."))
                      : ic::Result<QString>(sayError(r)));
        },
        done);
}

void MatchModel::kick(const QString &player, const QString &reason, Done done)
{
    QJsonObject params{{QStringLiteral("player"), player}};
    if (!reason.trimmed().isEmpty())
        params.insert(QStringLiteral("reason"), reason.trimmed());
    adminCall(
        QStringLiteral("ic/admin.kick"), params,
        [this, player, done](const icrp::IcrpResult &r) {
            if (!r.ok)
                return done(sayError(r));
            qCInfo(lcMatch) << "kicked" << player;
            // Said at once, also to a panel that does not follow the game's admin events.
            takeLeave(player, true);
            askFigures();
            done(Tr::tr("%1 was removed from the match.").arg(player));
        },
        done);
}

void MatchModel::readSettings(SettingsDone done)
{
    adminCall(
        QStringLiteral("ic/admin.settings"), {},
        [this, done](const icrp::IcrpResult &r) {
            if (!r.ok)
                return done(sayError(r));
            done(SettingsAnswer{r.result.toObject().value(u"settings").toObject(), QString()});
        },
        [done](const ic::Error &error) { done(error); });
}

void MatchModel::changeSettings(const QJsonObject &changes, SettingsDone done)
{
    adminCall(
        QStringLiteral("ic/admin.settings"), {{QStringLiteral("set"), changes}},
        [this, done](const icrp::IcrpResult &r) {
            if (!r.ok)
                return done(sayError(r));
            const QJsonObject answer = r.result.toObject();
            m_info.settings = answer.value(u"settings").toObject();
            Q_EMIT infoChanged();
            // In words with the new values: "Game speed is now 1.5× (Fastest)."
            const QJsonObject changed = answer.value(u"changes").toObject();
            done(SettingsAnswer{m_info.settings, changed.isEmpty() ? Tr::tr("Nothing changed.")
                                                                   : settingsChangedText(changed)});
        },
        [done](const ic::Error &error) { done(error); });
}

} // namespace icmatch
