// The mock's ranked mode and its /remote console methods over real sockets, with a real
// config.toml: the observer delay (ordering, not timing) and the mod tier refused; with
// --start-at, the delayed view has the history from the game's start (issue 25); a password
// changed in the file closes old sessions with 4011; ic/remote.password_reset (file edited in
// place, other sessions 4011); ic/remote.connections' wire shape; ic/remote.kick.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "icrp/server/IcrpServer.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QSaveFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace icmock;

namespace {

// Atomic, as editors save: the watcher never sees a half-written file.
bool writeFile(const QString &path, const QByteArray &text)
{
    QSaveFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.commit();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray kConfig = "# Iron Curtain settings\n"
                           "[graphics]\n"
                           "vsync = true\n"
                           "\n"
                           "[remote]\n"
                           "enabled = true\n"
                           "# the tools' password\n"
                           "password = \"first-password\" # keep this comment\n"
                           "max_connections = 8\n"
                           "ranked_observer_delay_seconds = 1\n";

} // namespace

class TestMockRemote : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    std::unique_ptr<MockGame> startWithConfig(bool ranked = false)
    {
        MockOptions o;
        o.configPath = m_path;
        o.ranked = ranked;
        o.configDebounceMs = 20;
        QString error;
        auto game = mocktest::startGame(o, &error);
        if (!game)
            qWarning() << error;
        return game;
    }

private Q_SLOTS:
    void init()
    {
        m_path = m_dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(m_path, kConfig));
    }

    void rankedDelaysObserversAndRefusesMod()
    {
        auto game = startWithConfig(true);
        QVERIFY(game);
        const QUrl url(game->url());

        RawIcrpSocket mod;
        QVERIFY(mod.open(url));
        QVERIFY(!mod.hello().value(u"tiers").toArray().contains(QStringLiteral("mod")));
        const QJsonObject refused =
            mod.identify(QStringLiteral("mod"), QStringLiteral("first-password"));
        QCOMPARE(RawIcrpSocket::errorCode(refused), -32006);

        // Arrival order of frames over both sockets.
        QStringList arrivals;
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        connect(&admin.socket(), &QWebSocket::textMessageReceived, this,
                [&](const QString &t) { arrivals << QStringLiteral("admin ") + t; });
        connect(&observer.socket(), &QWebSocket::textMessageReceived, this,
                [&](const QString &t) { arrivals << QStringLiteral("observer ") + t; });
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password"),
                                {QStringLiteral("chat"), QStringLiteral("match")}));
        QVERIFY(observer.connectAs(url, QStringLiteral("observer"),
                                   QStringLiteral("first-password"),
                                   {QStringLiteral("chat"), QStringLiteral("match")}));
        const QJsonObject welcome = observer.lastAnswer().value(u"result").toObject();
        QCOMPARE(welcome.value(u"ranked").toBool(), true);
        QCOMPARE(welcome.value(u"observerDelaySeconds").toInt(), 1);

        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.say"),
                          QJsonObject{{QStringLiteral("message"), QStringLiteral("ranked hello")}})
                    .contains(u"result"));
        const auto isHello = [](const QString &frame) {
            return frame.contains(QLatin1String("ranked hello"));
        };
        QTRY_VERIFY(std::any_of(admin.eventFrames().cbegin(), admin.eventFrames().cend(), isHello));
        game->advance(game->gameTickRate() + 1); // one game second: the observer's delay
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(observer.eventFrames().cbegin(), observer.eventFrames().cend(), isHello),
            10000);
        const qsizetype adminAt = arrivals.indexOf(
            QStringLiteral("admin ") +
            *std::find_if(admin.eventFrames().cbegin(), admin.eventFrames().cend(), isHello));
        const qsizetype observerAt = arrivals.indexOf(
            QStringLiteral("observer ") +
            *std::find_if(observer.eventFrames().cbegin(), observer.eventFrames().cend(), isHello));
        QVERIFY(adminAt >= 0 && observerAt >= 0);
        QVERIFY(adminAt < observerAt);

        const QJsonObject info =
            observer.call(QStringLiteral("ic/match.info")).value(u"result").toObject();
        QCOMPARE(info.value(u"ranked").toBool(), true);
        QCOMPARE(info.value(u"trust_label").toString(), QStringLiteral("ranked"));
        const QJsonObject status =
            admin.call(QStringLiteral("ic/remote.status")).value(u"result").toObject();
        QCOMPARE(status.value(u"tiers").toArray(),
                 QJsonArray({QStringLiteral("observer"), QStringLiteral("admin")}));
    }

    void rankedObserversQueryTheDelayedState()
    {
        auto game = startWithConfig(true); // ranked_observer_delay_seconds = 1
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(
            admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password"), {}));
        QVERIFY(observer.connectAs(url, QStringLiteral("observer"),
                                   QStringLiteral("first-password"), {}));
        const int rate = game->gameTickRate();
        const auto ticksSeenBy = [](RawIcrpSocket &s, const QString &method) {
            const QJsonObject r = s.call(method).value(u"result").toObject();
            return r.contains(u"game_time_ticks") ? r.value(u"game_time_ticks").toInteger()
                                                  : r.value(u"tick").toInteger(-1);
        };

        // Younger than the delay: the observer sees the match as it began.
        game->advance(rate / 2);
        const qint64 early = ticksSeenBy(observer, QStringLiteral("ic/state.query"));
        QVERIFY2(early < rate / 2, qPrintable(QString::number(early)));

        game->advance(5 * rate);
        const qint64 now = ticksSeenBy(admin, QStringLiteral("ic/state.query"));
        QCOMPARE(now, qint64(rate / 2 + 5 * rate));
        const qint64 seen = ticksSeenBy(observer, QStringLiteral("ic/state.query"));
        // At least the delay (one game second) behind, and recorded at most a second before that.
        QVERIFY2(seen <= now - rate && seen > now - 2 * rate - 1,
                 qPrintable(QStringLiteral("now %1, observer sees %2").arg(now).arg(seen)));
        const QJsonObject snapshot =
            observer.call(QStringLiteral("ic/state.snapshot")).value(u"result").toObject();
        QStringList owners;
        mocktest::creditOwners(snapshot, &owners);
        for (const QString &owner : std::as_const(owners))
            QCOMPARE(owner, QStringLiteral("CommanderZod"));
    }

    // Issue 8, finding 6: one clock (game time) for everything a ranked observer sees. An
    // admin pause longer than the delay must not let the observer's events catch up with the
    // live match, and right after a kick its ic/match.info must not show the player gone while
    // the player_leave event is still delayed.
    void rankedDelaySurvivesPauseAndKick()
    {
        auto game = startWithConfig(true); // ranked_observer_delay_seconds = 1
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password"),
                                {QStringLiteral("match")}));
        QVERIFY(observer.connectAs(url, QStringLiteral("observer"),
                                   QStringLiteral("first-password"), {QStringLiteral("match")}));
        const int rate = game->gameTickRate();
        game->advance(3 * rate);

        const QString victim = game->sim()->players().constLast().name;
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.kick"),
                          QJsonObject{{QStringLiteral("player"), victim}})
                    .contains(u"result"));
        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.pause"),
                          QJsonObject{{QStringLiteral("paused"), true}})
                    .contains(u"result"));
        const auto left = [&](RawIcrpSocket &s) {
            return std::any_of(s.eventFrames().cbegin(), s.eventFrames().cend(),
                               [](const QString &f) { return f.contains(u"player_leave"); });
        };
        QTRY_VERIFY(left(admin));
        // Paused for far longer than the delay: the clock of the game stands still.
        game->advance(10 * rate);
        const auto present = [&](RawIcrpSocket &s) {
            const QJsonArray players = s.call(QStringLiteral("ic/match.info"))
                                           .value(u"result")
                                           .toObject()
                                           .value(u"players")
                                           .toArray();
            for (const QJsonValue &p : players) {
                if (p.toObject().value(u"name").toString() == victim)
                    return p.toObject().value(u"present").toBool();
            }
            return false;
        };
        QCOMPARE(present(admin), false);
        QCOMPARE(present(observer), true); // its view is still the delay behind
        QVERIFY(!left(observer));

        QVERIFY(admin
                    .call(QStringLiteral("ic/admin.pause"),
                          QJsonObject{{QStringLiteral("paused"), false}})
                    .contains(u"result"));
        game->advance(rate + 1); // one game second later the observer sees the kick
        QTRY_VERIFY(left(observer));
        QTRY_COMPARE(present(observer), false);
    }

    // Issue 25: --start-at S plays the first S game seconds before anyone listens. A ranked
    // observer (delay D) must still see the match as it was D seconds ago: the state of tick
    // (S - D) * rate, or the state before the first tick while S < D — never the live one, and
    // never anything fresher than now - D as the match goes on. What it sees is compared with
    // what an observer of an unranked game started at S - D (or 0) sees live: the same seed
    // plays the same match.
    void rankedObserverAfterStartAtSeesTheDelayedState_data()
    {
        QTest::addColumn<int>("startAt");
        QTest::addColumn<int>("seenAt"); // the game second the observer's view is of
        QTest::newRow("start past the delay") << 30 << 20;
        QTest::newRow("start within the delay") << 4 << 0;
    }
    void rankedObserverAfterStartAtSeesTheDelayedState()
    {
        QFETCH(int, startAt);
        QFETCH(int, seenAt);
        constexpr int delay = 10;
        QByteArray config = kConfig;
        config.replace("ranked_observer_delay_seconds = 1",
                       "ranked_observer_delay_seconds = " + QByteArray::number(delay));
        QVERIFY(writeFile(m_path, config));
        const auto start = [this](int at, bool ranked) {
            MockOptions o;
            o.configPath = m_path;
            o.ranked = ranked;
            o.startAtSeconds = at;
            return mocktest::startGame(o);
        };
        auto game = start(startAt, true);
        QVERIFY(game);
        auto reference = start(seenAt, false); // the same match, live at the second seen
        QVERIFY(reference);
        const int rate = game->gameTickRate();
        const QString password = QStringLiteral("first-password");
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        RawIcrpSocket then;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), password));
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), password));
        QVERIFY(then.connectAs(QUrl(reference->url()), QStringLiteral("observer"), password));
        const auto result = [](RawIcrpSocket &s, const char *method) {
            return s.call(QLatin1String(method)).value(u"result").toObject();
        };
        const auto ticks = [&](RawIcrpSocket &s) {
            return result(s, "ic/state.query").value(u"game_time_ticks").toInteger(-1);
        };

        // Before the first tick after the start.
        QCOMPARE(ticks(admin), qint64(startAt) * rate);
        QCOMPARE(ticks(observer), qint64(seenAt) * rate);
        QCOMPARE(ticks(then), qint64(seenAt) * rate);
        QCOMPARE(result(observer, "ic/state.query"), result(then, "ic/state.query"));
        QCOMPARE(result(observer, "ic/state.snapshot"), result(then, "ic/state.snapshot"));
        QCOMPARE(result(observer, "ic/match.info").value(u"game_time_ticks").toInteger(-1),
                 qint64(seenAt) * rate);
        QCOMPARE(result(observer, "ic/match.info").value(u"players"),
                 result(then, "ic/match.info").value(u"players"));

        // As the match goes on: never fresher than now - delay, at most a second older.
        for (int step = 0; step < 3; ++step) {
            game->advance(rate / 2 + 1);
            const qint64 now = ticks(admin);
            const qint64 seen = ticks(observer);
            const qint64 due = now - qint64(delay) * rate;
            const QString what = QStringLiteral("now %1, observer sees %2").arg(now).arg(seen);
            if (due < 0)
                QVERIFY2(seen == 0, qPrintable(what));
            else
                QVERIFY2(seen <= due && seen > due - rate, qPrintable(what));
        }
    }

    void passwordChangedInConfig()
    {
        auto game = startWithConfig();
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password")));
        QVERIFY(
            observer.connectAs(url, QStringLiteral("observer"), QStringLiteral("first-password")));

        QSignalSpy applied(game.get(), &MockGame::configApplied);
        QByteArray changed = kConfig;
        changed.replace("first-password", "second-password");
        QVERIFY(writeFile(m_path, changed));
        QVERIFY(admin.waitForClose(10000));
        QVERIFY(observer.waitForClose(10000));
        QCOMPARE(admin.closeCode(), 4011);
        QCOMPARE(observer.closeCode(), 4011);
        QCOMPARE(applied.size(), 1);

        RawIcrpSocket again;
        QVERIFY(again.open(url));
        QCOMPARE(RawIcrpSocket::errorCode(
                     again.identify(QStringLiteral("observer"), QStringLiteral("first-password"))),
                 -32004);
        RawIcrpSocket fresh;
        QVERIFY(fresh.connectAs(url, QStringLiteral("admin"), QStringLiteral("second-password")));

        // A file that no longer parses changes nothing: the session stays, the password holds.
        QSignalSpy rejected(game.get(), &MockGame::configRejected);
        QVERIFY(writeFile(m_path, "[remote]\npassword = oops\n"));
        QVERIFY(rejected.wait(10000));
        QVERIFY2(rejected.first().first().toString().contains(m_path + QStringLiteral(":2:")),
                 qPrintable(rejected.first().first().toString()));
        QVERIFY(fresh.call(QStringLiteral("ic/remote.status")).contains(u"result"));
        RawIcrpSocket later;
        QVERIFY(
            later.connectAs(url, QStringLiteral("observer"), QStringLiteral("second-password")));
    }

    void passwordResetKeepsTheFileAndClosesOthers()
    {
        auto game = startWithConfig();
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password")));
        QVERIFY(
            observer.connectAs(url, QStringLiteral("observer"), QStringLiteral("first-password")));

        const QString password = admin.call(QStringLiteral("ic/remote.password_reset"))
                                     .value(u"result")
                                     .toObject()
                                     .value(u"password")
                                     .toString();
        QVERIFY(password.size() >= 16);
        QVERIFY(observer.waitForClose(5000));
        QCOMPARE(observer.closeCode(), 4011);
        QVERIFY(!admin.isClosed());

        // The file has the new password on the same line, comments and other keys untouched.
        QByteArray expected = kConfig;
        expected.replace("first-password", password.toUtf8());
        QCOMPARE(readFile(m_path), expected);

        // The mock's own write is not a "change": after a real edit (and its reload) the
        // caller is still connected and the new password still works.
        QSignalSpy applied(game.get(), &MockGame::configApplied);
        QByteArray edited = expected;
        edited.replace("max_connections = 8", "max_connections = 7");
        QVERIFY(writeFile(m_path, edited));
        QVERIFY(applied.wait(10000));
        QVERIFY(!admin.isClosed());
        QVERIFY(admin.call(QStringLiteral("ic/remote.status")).contains(u"result"));
        QCOMPARE(game->config().maxConnections, 7);
        RawIcrpSocket fresh;
        QVERIFY(fresh.connectAs(url, QStringLiteral("observer"), password));
        RawIcrpSocket old;
        QVERIFY(old.open(url));
        QCOMPARE(RawIcrpSocket::errorCode(
                     old.identify(QStringLiteral("observer"), QStringLiteral("first-password"))),
                 -32004);
    }

    void passwordResetWithoutConfig()
    {
        MockOptions o;
        o.password = QStringLiteral("pw");
        auto game = mocktest::startGame(o);
        QVERIFY(game);
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin"), QStringLiteral("pw")));
        const QString password = admin.call(QStringLiteral("ic/remote.password_reset"))
                                     .value(u"result")
                                     .toObject()
                                     .value(u"password")
                                     .toString();
        QVERIFY(!password.isEmpty());
        RawIcrpSocket fresh;
        QVERIFY(fresh.connectAs(QUrl(game->url()), QStringLiteral("observer"), password));
    }

    void connectionsStatusAndKick()
    {
        auto game = startWithConfig();
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket admin;
        RawIcrpSocket observer;
        QVERIFY(admin.connectAs(url, QStringLiteral("admin"), QStringLiteral("first-password"), {},
                                QStringLiteral("Admin Desk")));
        QVERIFY(observer.connectAs(url, QStringLiteral("observer"),
                                   QStringLiteral("first-password"),
                                   {QStringLiteral("match"), QStringLiteral("combat")},
                                   QStringLiteral("Live Stats Overlay")));
        const QString observerId =
            observer.lastAnswer().value(u"result").toObject().value(u"sessionId").toString();
        QVERIFY(!observerId.isEmpty());

        // Reading the console (a panel polls it) is not an admin action; kicking is.
        QSignalSpy privileged(game->server(), &icrp::IcrpServer::privilegedCall);
        const QJsonObject status =
            admin.call(QStringLiteral("ic/remote.status")).value(u"result").toObject();
        QCOMPARE(status.value(u"enabled").toBool(), true);
        QCOMPARE(status.value(u"bind").toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(status.value(u"port").toInt(), int(game->port()));
        QCOMPARE(status.value(u"authRequired").toBool(), true);
        QCOMPARE(status.value(u"connections").toInt(), 2);
        QCOMPARE(status.value(u"maxConnections").toInt(), 8);
        QCOMPARE(status.value(u"tiers").toArray(),
                 QJsonArray(
                     {QStringLiteral("observer"), QStringLiteral("admin"), QStringLiteral("mod")}));
        QCOMPARE(status.value(u"ranked").toBool(), false);
        QCOMPARE(status.value(u"icrpVersion").toString(), QStringLiteral("1.0"));

        // Observers may not use the console.
        QCOMPARE(RawIcrpSocket::errorCode(observer.call(QStringLiteral("ic/remote.connections"))),
                 -32001);

        const QJsonArray sessions = admin.call(QStringLiteral("ic/remote.connections"))
                                        .value(u"result")
                                        .toObject()
                                        .value(u"sessions")
                                        .toArray();
        QCOMPARE(sessions.size(), 2);
        QJsonObject entry;
        for (const QJsonValue &s : sessions) {
            if (s.toObject().value(u"sessionId").toString() == observerId)
                entry = s.toObject();
        }
        QVERIFY(!entry.isEmpty());
        QCOMPARE(entry.value(u"client").toObject(),
                 (QJsonObject{{QStringLiteral("name"), QStringLiteral("Live Stats Overlay")},
                              {QStringLiteral("version"), QStringLiteral("1.0")}}));
        QCOMPARE(entry.value(u"tier").toString(), QStringLiteral("observer"));
        QCOMPARE(entry.value(u"remoteAddress").toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(entry.value(u"transport").toString(), QStringLiteral("websocket"));
        const QString connectedAt = entry.value(u"connectedAt").toString();
        QVERIFY2(connectedAt.endsWith(u'Z'), qPrintable(connectedAt));
        QVERIFY(QDateTime::fromString(connectedAt, Qt::ISODate).isValid());
        QVERIFY(entry.value(u"messagesIn").isDouble() && entry.value(u"messagesIn").toInt() >= 1);
        QVERIFY(entry.value(u"messagesOut").isDouble() && entry.value(u"messagesOut").toInt() >= 1);
        QCOMPARE(entry.value(u"subscriptions").toArray(),
                 QJsonArray({QStringLiteral("match"), QStringLiteral("combat")}));

        QCOMPARE(privileged.size(), 0);
        QVERIFY(admin
                    .call(QStringLiteral("ic/remote.kick"),
                          QJsonObject{{QStringLiteral("sessionId"), observerId}})
                    .contains(u"result"));
        QCOMPARE(privileged.size(), 1);
        QCOMPARE(privileged.constFirst().at(1).toString(), QStringLiteral("ic/remote.kick"));
        QVERIFY(observer.waitForClose(5000));
        QCOMPARE(observer.closeCode(), 4011);
        QCOMPARE(RawIcrpSocket::errorCode(
                     admin.call(QStringLiteral("ic/remote.kick"),
                                QJsonObject{{QStringLiteral("sessionId"), observerId}})),
                 -32009);
    }

    void limitsFromConfigApplyToNewSessions()
    {
        auto game = startWithConfig();
        QVERIFY(game);
        const QUrl url(game->url());
        RawIcrpSocket first;
        QVERIFY(first.connectAs(url, QStringLiteral("mod"), QStringLiteral("first-password")));

        QSignalSpy applied(game.get(), &MockGame::configApplied);
        QByteArray changed = kConfig;
        changed.replace("max_connections = 8", "max_connections = 2\nmod_tier_enabled = false");
        QVERIFY(writeFile(m_path, changed));
        QVERIFY(applied.wait(10000));
        QVERIFY(!first.isClosed()); // existing sessions keep what they were granted

        RawIcrpSocket mod;
        QVERIFY(mod.open(url));
        const QJsonObject refused =
            mod.identify(QStringLiteral("mod"), QStringLiteral("first-password"));
        QCOMPARE(RawIcrpSocket::errorCode(refused), -32001);
        QVERIFY2(RawIcrpSocket::errorMessage(refused).contains(QLatin1String("mod_tier_enabled")),
                 qPrintable(RawIcrpSocket::errorMessage(refused)));

        RawIcrpSocket second;
        QVERIFY(
            second.connectAs(url, QStringLiteral("observer"), QStringLiteral("first-password")));
        RawIcrpSocket third;
        QVERIFY(third.open(url));
        QCOMPARE(RawIcrpSocket::errorCode(
                     third.identify(QStringLiteral("observer"), QStringLiteral("first-password"))),
                 -32007);
    }

    void stopClosesWith4012()
    {
        auto game = startWithConfig();
        QVERIFY(game);
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"),
                                   QStringLiteral("first-password")));
        game->stop();
        QVERIFY(observer.waitForClose(5000));
        QCOMPARE(observer.closeCode(), 4012);
    }
};

QTEST_GUILESS_MAIN(TestMockRemote)
#include "TestMockRemote.moc"
