// MatchModel over a real IcrpClient against ic-remote-mock with a fixed seed and manual ticking:
// the figures are what ic/state.query answers at the same tick, fog as observer (hidden, not
// zero), pause and resume, a kick, the end with the simulation's winner, a new match resetting
// the view, and admin actions refused with a reason for an observer.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "icrp/client/IcrpClient.h"
#include "match/MatchFeed.h"
#include "match/MatchModel.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using icmatch::MatchInfo;
using icmatch::MatchModel;

namespace {

const QString kPassword = QStringLiteral("match-model-pw");

std::unique_ptr<icmock::MockGame> startGame(icmock::MockOptions o = {})
{
    o.password = kPassword;
    return mocktest::startGame(o);
}

struct Outcome
{
    bool answered = false;
    bool ok = false;
    QString message;
    QString code;
    MatchModel::Done done()
    {
        return [this](const ic::Result<QString> &outcome) {
            answered = true;
            ok = outcome.ok();
            message = ok ? *outcome : outcome.error().message;
            code = ok ? QString() : outcome.error().code;
        };
    }
};

} // namespace

class TestMatchModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<icrp::IcrpClient> connectAs(const QString &url, icrp::Tier tier)
    {
        auto client = std::make_unique<icrp::IcrpClient>();
        icrp::IcrpClient::Options o;
        o.url = QUrl(url);
        o.tier = tier;
        o.password = kPassword;
        o.clientName = QStringLiteral("TestMatchModel");
        o.subscriptions = {QStringLiteral("match"), QStringLiteral("combat"),
                           QStringLiteral("economy"), QStringLiteral("chat")};
        o.initialBackoff = std::chrono::milliseconds(50);
        o.maxBackoff = std::chrono::milliseconds(200);
        client->setOptions(o);
        client->open();
        return client;
    }

    struct Match
    {
        std::unique_ptr<icmock::MockGame> game;
        std::unique_ptr<icrp::IcrpClient> client;
        std::unique_ptr<MatchModel> model;
    };

    /// A game, the panel's kind of connection to it as `tier`, and a model over that
    /// connection that asks for figures only when told (refreshed()).
    Match start(icrp::Tier tier, icmock::MockOptions options = {})
    {
        Match m;
        m.game = startGame(options);
        if (!m.game)
            return m;
        m.client = connectAs(m.game->url(), tier);
        m.model = std::make_unique<MatchModel>(m.client.get());
        m.model->setRefreshInterval(0);
        return m;
    }

    /// Asks for figures and waits until the model holds the game's figures of now. One question
    /// is not always enough: the answer to the one asked on connecting, before the test moved
    /// the clock, can come first, and the match's start (game_start, sent on the first tick)
    /// clears the view when it comes after that answer (seen in CI: 0 players).
    static bool refreshed(MatchModel &model, const icmock::MockGame &game)
    {
        const qint64 now = game.sim()->tick();
        QSignalSpy figures(&model, &MatchModel::figuresChanged);
        for (int asked = 0; asked < 5; ++asked) {
            model.refresh();
            if (!figures.wait(5000))
                return false;
            if (model.figuresTick() == now && !model.players().isEmpty())
                return true;
        }
        return false;
    }

    /// The client goes to the game at `url`, as the panel's Game box does.
    static void switchTo(icrp::IcrpClient &client, const QString &url)
    {
        client.close();
        icrp::IcrpClient::Options o = client.options();
        o.url = QUrl(url);
        client.setOptions(o);
        client.open();
    }

    static QList<qint64> ticks(const MatchModel &model)
    {
        QList<qint64> out;
        for (const auto &sample : model.series().samples())
            out << sample.tick;
        return out;
    }

    static QStringList lines(const MatchModel &model)
    {
        QStringList out;
        for (const auto &entry : model.feed()->entries())
            out << entry.sentence;
        return out;
    }

private Q_SLOTS:
    void figuresAreWhatTheGameAnswersAtTheSameTick()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        auto &game = m.game;
        auto &client = m.client;
        MatchModel &model = *m.model;
        QTRY_COMPARE(client->state(), icrp::IcrpClient::State::Connected);
        QTRY_VERIFY(model.info().state != MatchInfo::State::Unknown);
        QCOMPARE(model.info().map, QStringLiteral("Fjord Crossing"));
        QCOMPARE(model.info().tickRate, 15);
        QCOMPARE(model.info().state, MatchInfo::State::Running);

        game->advance(900); // a minute in: armies built, credits spent
        QVERIFY(refreshed(model, *game));
        RawIcrpSocket raw;
        QVERIFY(raw.connectAs(QUrl(game->url()), QStringLiteral("admin"), kPassword, {}));
        const QJsonObject answer =
            raw.call(QStringLiteral("ic/state.query")).value(u"result").toObject();
        QCOMPARE(model.figuresTick(), qint64(answer.value(u"game_time_ticks").toInteger()));
        const QJsonArray players = answer.value(u"players").toArray();
        QCOMPARE(model.players().size(), players.size());
        for (qsizetype i = 0; i < players.size(); ++i) {
            const QJsonObject p = players.at(i).toObject();
            const icmatch::PlayerFigures &f = model.players().at(i);
            QCOMPARE(f.name, p.value(u"name").toString());
            QCOMPARE(f.credits, std::optional<qint64>(p.value(u"resources").toInteger()));
            QCOMPARE(f.armyValue, std::optional<qint64>(p.value(u"army_value").toInteger()));
            QCOMPARE(f.units, std::optional<qint64>(p.value(u"units_alive").toInteger()));
            QCOMPARE(f.structures, std::optional<qint64>(p.value(u"structures").toInteger()));
            QCOMPARE(f.apm, std::optional<qint64>(p.value(u"apm").toInteger()));
            QVERIFY(f.armyValue > 0);
        }
        // Team totals add their players up.
        const auto totals = model.teamTotals();
        QCOMPARE(totals.size(), 2);
        QCOMPARE(*totals.at(0).armyValue,
                 *model.players().at(0).armyValue + *model.players().at(1).armyValue);
        QCOMPARE(model.series().samples().constLast().teams.value(0).armyValue,
                 totals.at(0).armyValue);

        // The series has a point per refresh at a new tick, and none for the same tick again.
        game->advance(15);
        QVERIFY(refreshed(model, *game));
        QVERIFY(refreshed(model, *game));
        QCOMPARE(model.series().samples().size(), 2);
        QCOMPARE(model.series().samples().constLast().tick, model.figuresTick());
        QVERIFY(!model.feed()->entries().isEmpty()); // the minute's events, as sentences
    }

    void observerSeesHiddenNotZero()
    {
        Match m = start(icrp::Tier::Observer);
        QVERIFY(m.game);
        auto &game = m.game;
        auto &client = m.client;
        MatchModel &model = *m.model;
        QTRY_COMPARE(client->state(), icrp::IcrpClient::State::Connected);
        game->advance(900);
        QVERIFY(refreshed(model, *game));
        QVERIFY(!model.seesEverything());
        QCOMPARE(model.players().size(), 4);
        const icmatch::PlayerFigures &own = model.players().at(0); // the local seat
        QVERIFY(own.credits.has_value());
        QVERIFY(own.armyValue.has_value());
        const icmatch::PlayerFigures &ally = model.players().at(1);
        QVERIFY(!ally.credits.has_value());
        QVERIFY(ally.armyValue.has_value());
        for (int enemy : {2, 3}) {
            const icmatch::PlayerFigures &e = model.players().at(enemy);
            QVERIFY2(!e.armyValue && !e.credits && !e.units && !e.apm, qPrintable(e.name));
            QVERIFY(e.visibleUnits.has_value());
        }
        const auto totals = model.teamTotals();
        QVERIFY(!totals.at(1).armyValue.has_value()); // hidden, not 0
        QVERIFY(!totals.at(0).credits.has_value());   // the ally's credits are hidden
        // An observer's series has the enemies without points.
        const auto last = model.series().samples().constLast().players;
        QVERIFY(!last.value(QStringLiteral("alice")).armyValue.has_value());

        Outcome pause;
        model.setPaused(true, pause.done());
        QVERIFY(pause.answered);
        QVERIFY(!pause.ok);
        QVERIFY2(pause.message.contains(QLatin1String("admin")), qPrintable(pause.message));
        QCOMPARE(pause.code, QStringLiteral("match.unavailable"));
        QVERIFY(!model.adminUnavailableReason().isEmpty());
    }

    void pauseResumeAndKick()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        auto &game = m.game;
        auto &client = m.client;
        MatchModel &model = *m.model;
        QTRY_COMPARE(client->state(), icrp::IcrpClient::State::Connected);
        QVERIFY(model.adminUnavailableReason().isEmpty());
        game->advance(30);

        Outcome pause;
        model.setPaused(true, pause.done());
        QTRY_VERIFY(pause.answered);
        QVERIFY2(pause.ok, qPrintable(pause.message));
        QTRY_COMPARE(model.info().state, MatchInfo::State::Paused);
        Outcome again;
        model.setPaused(true, again.done());
        QTRY_VERIFY(again.answered);
        QVERIFY(again.message.contains(QLatin1String("already")));
        Outcome resume;
        model.setPaused(false, resume.done());
        QTRY_VERIFY(resume.answered);
        QTRY_COMPARE(model.info().state, MatchInfo::State::Running);

        QVERIFY(refreshed(model, *game));
        Outcome kick;
        model.kick(QStringLiteral("Tanya"), QStringLiteral("test"), kick.done());
        QTRY_VERIFY(kick.answered);
        QVERIFY2(kick.ok, qPrintable(kick.message));
        const auto tanya = [&model] {
            for (const auto &p : model.players()) {
                if (p.name == QLatin1String("Tanya"))
                    return p;
            }
            return icmatch::PlayerFigures{};
        };
        QTRY_VERIFY(!tanya().present);
        // She no longer counts in her team's totals, nor in its line on the chart.
        game->advance(15);
        QVERIFY(refreshed(model, *game));
        const auto team = model.teamTotals().at(1);
        QCOMPARE(team.players, QStringList{QStringLiteral("alice")});
        QCOMPARE(team.departed, QStringList{QStringLiteral("Tanya")});
        QCOMPARE(team.armyValue, model.players().at(2).armyValue);
        QCOMPARE(model.series().samples().constLast().teams.value(1).armyValue, team.armyValue);
        QTRY_VERIFY(
            std::any_of(model.feed()->entries().cbegin(), model.feed()->entries().cend(),
                        [](const auto &e) { return e.type == QLatin1String("player_leave"); }));
        Outcome unknown;
        model.kick(QStringLiteral("Bob"), {}, unknown.done());
        QTRY_VERIFY(unknown.answered);
        QVERIFY(!unknown.ok);
        QVERIFY2(unknown.message.contains(QLatin1String("Bob")), qPrintable(unknown.message));
        QCOMPARE(unknown.code, QStringLiteral("match.refused"));

        // Settings: read, change, and a refused change leaves them as they were.
        bool read = false;
        QJsonObject settings;
        model.readSettings([&](const ic::Result<MatchModel::SettingsAnswer> &answer) {
            read = answer.ok();
            settings = answer ? answer->settings : QJsonObject();
        });
        QTRY_VERIFY(read);
        QCOMPARE(settings.value(u"pause_limit").toInt(), 3);
        QString changed;
        model.changeSettings({{QStringLiteral("pause_limit"), 5}},
                             [&](const ic::Result<MatchModel::SettingsAnswer> &answer) {
                                 changed =
                                     answer ? answer->message
                                            : QStringLiteral("refused: ") + answer.error().message;
                             });
        QTRY_VERIFY(!changed.isEmpty());
        QCOMPARE(changed, QStringLiteral("The pause limit is now 5 per player."));
        QCOMPARE(model.info().settings.value(u"pause_limit").toInt(), 5);
        QString refused;
        model.changeSettings({{QStringLiteral("pause_limit"), 99}},
                             [&](const ic::Result<MatchModel::SettingsAnswer> &answer) {
                                 refused =
                                     answer ? QStringLiteral("accepted") : answer.error().message;
                             });
        QTRY_VERIFY(!refused.isEmpty());
        QVERIFY2(refused.contains(QLatin1String("pause_limit")), qPrintable(refused));
        QCOMPARE(model.info().settings.value(u"pause_limit").toInt(), 5);
    }

    void endShowsTheWinnerTheSimulationChose()
    {
        icmock::MockOptions o;
        o.seed = 3;
        o.durationSeconds = 4;
        Match m = start(icrp::Tier::Admin, o);
        QVERIFY(m.game);
        auto &game = m.game;
        auto &client = m.client;
        MatchModel &model = *m.model;
        QTRY_COMPARE(client->state(), icrp::IcrpClient::State::Connected);
        QSignalSpy ended(&model, &MatchModel::matchEnded);
        game->advance(4 * 15 + 5);
        QVERIFY(ended.wait(5000));
        QCOMPARE(ended.size(), 1);
        QCOMPARE(model.info().state, MatchInfo::State::Ended);
        QCOMPARE(model.info().winnerTeam, std::optional<int>(game->sim()->winnerTeam()));
        QCOMPARE(model.info().endReason, QStringLiteral("time_limit"));
        QSignalSpy info(&model, &MatchModel::infoChanged);
        model.refresh(); // asking again does not end it twice
        QVERIFY(info.wait(5000));
        QCOMPARE(model.info().state, MatchInfo::State::Ended);
        QCOMPARE(ended.size(), 1);
    }

    void reconnectingMidMatchKeepsTheView()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        m.game->advance(300);
        QVERIFY(refreshed(*m.model, *m.game));
        const qsizetype samples = m.model->series().samples().size();
        const qsizetype lines = m.model->feed()->entries().size();
        QSignalSpy reset(m.model.get(), &MatchModel::matchReset);
        m.client->close();
        m.game->advance(150); // the match goes on while the panel is away
        m.client->open();
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        QVERIFY(refreshed(*m.model, *m.game));
        QCOMPARE(m.model->figuresTick(), qint64(450));
        QCOMPARE(m.model->series().samples().size(), samples + 1);
        QVERIFY(m.model->feed()->entries().size() >= lines);
        QCOMPARE(reset.size(), 0);
    }

    void aNewMatchStartsTheViewAgain()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        auto &game = m.game;
        auto &client = m.client;
        MatchModel &model = *m.model;
        const quint16 port = game->port();
        QTRY_COMPARE(client->state(), icrp::IcrpClient::State::Connected);
        game->advance(600);
        QVERIFY(refreshed(model, *game));
        QTRY_VERIFY(!model.feed()->entries().isEmpty());
        QCOMPARE(model.info().seed, qint64(1));

        QSignalSpy reset(&model, &MatchModel::matchReset);
        game.reset(); // the game quits; another match begins on the same port
        icmock::MockOptions o;
        o.port = port;
        o.seed = 9;
        game = startGame(o);
        QVERIFY(game);
        QVERIFY(reset.wait(10000));
        QTRY_COMPARE(model.info().seed, qint64(9));
        QVERIFY(model.series().samples().size() <= 1);
        game->advance(30);
        QVERIFY(refreshed(model, *game));
        QCOMPARE(model.figuresTick(), qint64(30));
    }

    void switchingAwayAndBackKeepsTheMatchSeen()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        MatchModel &model = *m.model;
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        for (int step = 0; step < 3; ++step) {
            m.game->advance(150);
            QVERIFY(refreshed(model, *m.game));
        }
        QTRY_VERIFY(!model.feed()->entries().isEmpty());
        const QList<qint64> before = ticks(model);
        const QStringList linesBefore = lines(model);
        QVERIFY(before.size() >= 3);
        QCOMPARE(before.constLast(), qint64(450));

        // Another game: its own match only.
        icmock::MockOptions other;
        other.seed = 7;
        auto b = startGame(other);
        QVERIFY(b);
        switchTo(*m.client, b->url());
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        b->advance(60);
        QVERIFY(refreshed(model, *b));
        QTRY_COMPARE(model.info().seed, qint64(7));
        QCOMPARE(ticks(model), QList<qint64>{60});
        for (const auto &entry : model.feed()->entries())
            QVERIFY2(entry.tick <= 60, qPrintable(entry.sentence)); // none of the first game's
        QVERIFY(model.feed()->entries().size() < linesBefore.size());

        // Back to the first game, whose match went on: what was seen continues.
        m.game->advance(150);
        switchTo(*m.client, m.game->url());
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        QVERIFY(refreshed(model, *m.game));
        QTRY_COMPARE(model.info().seed, qint64(1));
        QTRY_COMPARE(ticks(model).mid(0, before.size()), before);
        QCOMPARE(ticks(model).constLast(), qint64(600));
        QCOMPARE(lines(model).mid(0, linesBefore.size()), linesBefore);
    }

    void aNewMatchOnTheSameGameStartsEmptyAfterASwitch()
    {
        Match m = start(icrp::Tier::Admin);
        QVERIFY(m.game);
        MatchModel &model = *m.model;
        const quint16 port = m.game->port();
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        m.game->advance(600);
        QVERIFY(refreshed(model, *m.game));
        QTRY_VERIFY(!model.feed()->entries().isEmpty());

        icmock::MockOptions other;
        other.seed = 7;
        auto b = startGame(other);
        QVERIFY(b);
        switchTo(*m.client, b->url());
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        b->advance(30);
        QVERIFY(refreshed(model, *b));

        // Meanwhile the first game quits and a new match (same seed, map and mode) begins there.
        m.game.reset();
        icmock::MockOptions again;
        again.port = port;
        m.game = startGame(again);
        QVERIFY(m.game);
        m.game->advance(90);
        switchTo(*m.client, m.game->url());
        QTRY_COMPARE(m.client->state(), icrp::IcrpClient::State::Connected);
        QVERIFY(refreshed(model, *m.game));
        QTRY_COMPARE(model.info().seed, qint64(1));
        QCOMPARE(ticks(model), QList<qint64>{90});
        for (const auto &entry : model.feed()->entries())
            QVERIFY2(entry.tick <= 90, qPrintable(entry.sentence));
    }

    void anAnnouncementIsOneChatLineWhicheverComesFirst()
    {
        // ic/admin.say reaches a panel twice (icrp-spec 10.14): a chat_message from Server and
        // an admin server_status. One line, the game's chat_message, whichever came first, so
        // the export names it as docs/match-export.md says.
        const QJsonObject chat{{QStringLiteral("from"), QStringLiteral("Server")},
                               {QStringLiteral("channel"), QStringLiteral("all")},
                               {QStringLiteral("message"), QStringLiteral("Final game")}};
        const QJsonObject status{{QStringLiteral("message"), QStringLiteral("Final game")},
                                 {QStringLiteral("by"), QStringLiteral("Tournament Admin")}};
        for (const bool statusFirst : {false, true}) {
            icmatch::MatchFeed feed;
            if (statusFirst)
                feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 687, status);
            feed.append(QStringLiteral("chat"), QStringLiteral("chat_message"), 687, chat);
            if (!statusFirst)
                feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 687, status);
            QCOMPARE(feed.entries().size(), 1);
            const icmatch::MatchFeed::Entry &e = feed.entries().constFirst();
            QCOMPARE(e.type, QStringLiteral("chat_message"));
            QCOMPARE(e.category, QStringLiteral("chat"));
            QCOMPARE(e.who, QStringLiteral("Tournament Admin"));
            QVERIFY2(e.sentence.contains(QLatin1String("Final game")), qPrintable(e.sentence));
        }
    }

    void theExportDocNamesOnlyTheGamesEventTypes()
    {
        // docs/match-export.md's `event` column holds the ICRP event's type: every type it
        // names must be one docs/icrp-spec.md defines (it once promised an `announcement`).
        const auto read = [](const QString &name) {
            QFile file(QStringLiteral(IC_SOURCE_DIR "/docs/") + name);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const QString doc = read(QStringLiteral("match-export.md"));
        const QString spec = read(QStringLiteral("icrp-spec.md"));
        QVERIFY(!doc.isEmpty() && !spec.isEmpty());
        const qsizetype from = doc.indexOf(QLatin1String("the ICRP event's type:"));
        QVERIFY(from > 0);
        const qsizetype to = doc.indexOf(QChar(0x2026), from); // the list ends with "…"
        QVERIFY(to > from);
        const QString list = doc.mid(from, to - from);
        static const QRegularExpression code(QStringLiteral("`([a-z_]+)`"));
        QStringList named;
        for (const QRegularExpressionMatch &m : code.globalMatch(list))
            named << m.captured(1);
        QVERIFY(named.size() >= 5);
        for (const QString &type : std::as_const(named)) {
            const bool defined = spec.contains(QStringLiteral("\"type\":\"%1\"").arg(type)) ||
                                 spec.contains(QStringLiteral("`%1`").arg(type));
            QVERIFY2(defined, qPrintable(type));
        }
    }
};

QTEST_GUILESS_MAIN(TestMatchModel)
#include "TestMatchModel.moc"
