#include "mcp/McpResources.h"
#include "mcp/McpJson.h"

#include <QRegularExpression>
#include <QUrl>

namespace icmcp {

namespace {

QJsonObject entry(const char *uriKey, const char *uri, const char *name, const char *title,
                  const char *description)
{
    return QJsonObject{{QLatin1String(uriKey), QLatin1String(uri)},
                       {key("name"), QLatin1String(name)},
                       {key("title"), QLatin1String(title)},
                       {key("description"), QLatin1String(description)},
                       {key("mimeType"), QLatin1String("application/json")}};
}

const QRegularExpression &historyMatch()
{
    static const QRegularExpression re(QStringLiteral("^ic://match/history/([^/]+)$"));
    return re;
}

const QRegularExpression &replayTick()
{
    static const QRegularExpression re(QStringLiteral("^ic://replay/([^/]+)/tick/(\\d{1,9})$"));
    return re;
}

const QRegularExpression &playerStyle()
{
    static const QRegularExpression re(QStringLiteral("^ic://player/([^/]+)/style$"));
    return re;
}

QString part(const QRegularExpressionMatch &m, int n)
{
    return QUrl::fromPercentEncoding(m.captured(n).toUtf8());
}

} // namespace

QJsonArray McpResources::list() const
{
    return QJsonArray{
        entry("uri", "ic://match/live", "live-match", "The match being played",
              "ic/match.info and ic/state.query as this session may see them: the map, players, "
              "state and clock, and each player's figures (fog-filtered for an observer, and "
              "the observer delay late in a ranked match). Subscribe to hear when it changes."),
        entry("uri", "ic://match/history", "match-history", "Match history",
              "The last 20 finished matches the game kept, newest first (ic/match.history)."),
    };
}

QJsonArray McpResources::templates() const
{
    return QJsonArray{
        entry("uriTemplate", "ic://match/history/{match_id}", "match", "One finished match",
              "One match whole: end figures, figures per minute, events of note."),
        entry("uriTemplate", "ic://replay/{replay_id}/tick/{tick}", "replay-state",
              "A replay's state at a tick",
              "Every player's figures at that tick of a finished match's replay (full view)."),
        entry("uriTemplate", "ic://player/{player}/style", "player-style", "A player's style",
              "A player's career (ic/player.style): win rate, factions, aggression, expansion "
              "pace, preferred units, APM by phase and the trend of the last 50 matches."),
    };
}

bool McpResources::known(const QString &uri)
{
    return uri == kLiveMatch || uri == QLatin1String("ic://match/history") ||
           historyMatch().match(uri).hasMatch() || replayTick().match(uri).hasMatch() ||
           playerStyle().match(uri).hasMatch();
}

void McpResources::read(const QString &uri, Done done)
{
    if (uri == kLiveMatch)
        return readLiveMatch(std::move(done));
    if (uri == QLatin1String("ic://match/history"))
        return m_game.call(QStringLiteral("ic/match.history"), {}, std::move(done));
    if (const auto m = historyMatch().match(uri); m.hasMatch())
        return m_game.call(QStringLiteral("ic/match.history"),
                           QJsonObject{{key("match_id"), part(m, 1)}}, std::move(done));
    if (const auto m = replayTick().match(uri); m.hasMatch())
        return readReplayTick(part(m, 1), m.captured(2).toInt(), std::move(done));
    if (const auto m = playerStyle().match(uri); m.hasMatch())
        return m_game.call(QStringLiteral("ic/player.style"),
                           QJsonObject{{key("player"), part(m, 1)}}, std::move(done));
    done(ic::Error{QStringLiteral("mcp.resource-not-found"),
                   QStringLiteral("No resource %1: resources/list and resources/templates/list "
                                  "name the ones this server has")
                       .arg(uri)});
}

void McpResources::readLiveMatch(Done done)
{
    McpGame &game = m_game; // outlives the server (McpServer's contract)
    game.call(QStringLiteral("ic/match.info"), {}, [&game, done](ic::Result<QJsonObject> info) {
        if (!info)
            return done(info.error());
        game.call(QStringLiteral("ic/state.query"), {},
                  [done, match = *info](ic::Result<QJsonObject> state) {
                      if (!state)
                          return done(state.error());
                      done(QJsonObject{{key("match"), match}, {key("state"), *state}});
                  });
    });
}

void McpResources::readReplayTick(const QString &replayId, int tick, Done done)
{
    McpGame &game = m_game;
    game.call(QStringLiteral("ic/replay.load"), QJsonObject{{key("replay_id"), replayId}},
              [&game, tick, done](ic::Result<QJsonObject> loaded) {
                  if (!loaded)
                      return done(loaded.error());
                  game.call(QStringLiteral("ic/replay.seek"), QJsonObject{{key("tick"), tick}},
                            [&game, done](ic::Result<QJsonObject> sought) {
                                if (!sought)
                                    return done(sought.error());
                                game.call(QStringLiteral("ic/replay.state"), {}, done);
                            });
              });
}

} // namespace icmcp
