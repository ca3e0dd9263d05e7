// Tf2FileConnector against files this test writes as the game would (the game is the other
// component; the connector is real): the command written atomically (a rename, not a write in
// place), a half-written response never taken, a stale response cleared, answers for other ids
// ignored, the game's error shown, the timeouts, one command at a time, bad input refused.

#include "TestFiles.h"
#include "Tf2TestKit.h"
#include "connectors/tf2/Tf2Commands.h"

#include "connectors/tf2/Tf2FileConnector.h"
#include "connectors/tf2/Tf2Message.h"
#include "connectors/tf2/Tf2Values.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using icconnectors::CommandResult;
using icconnectors::Connector;
using icconnectors::WireEntry;
using namespace icconnectors::tf2;
using tf2test::figure;
using tf2test::hasNote;
using namespace Qt::StringLiterals;

namespace {

ino_t inodeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

QByteArray answer(const QString &id, const QJsonValue &data)
{
    Tf2Response r;
    r.id = id;
    r.answer = data;
    return encodeResponse(r);
}

} // namespace

class TestTf2FileConnector : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Tf2FileConnector> m_tf2;

    QString cmdPath() const { return m_dir.filePath(QStringLiteral("tf2_cmd.json")); }
    QString respPath() const { return m_dir.filePath(QStringLiteral("tf2_resp.json")); }
    QJsonObject sentCommand() const
    {
        return QJsonDocument::fromJson(ictest::readFile(cmdPath())).object();
    }
    QString sentId() const { return sentCommand()[QStringLiteral("id")].toString(); }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<CommandResult>();
        qRegisterMetaType<WireEntry>();
    }
    void init()
    {
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_tf2 = std::make_unique<Tf2FileConnector>();
        m_tf2->setFolder(m_dir.path());
        m_tf2->open();
        QCOMPARE(m_tf2->state(), Connector::State::Open);
    }
    void cleanup() { m_tf2.reset(); }

    void usesTheSeedsDefaults()
    {
        Tf2FileConnector plain;
        QCOMPARE(plain.kind(), QStringLiteral("tf2"));
        QCOMPARE(plain.commandFile(), QStringLiteral("/tmp/tf2_cmd.json"));
        QCOMPARE(plain.responseFile(), QStringLiteral("/tmp/tf2_resp.json"));
        QCOMPARE(plain.timeoutFor(QStringLiteral("ping")), 5000);
        QCOMPARE(plain.timeoutFor(QStringLiteral("query_towns")), 30000);
        QCOMPARE(plain.commands().size(), tf2Commands().size());
    }

    void writesTheCommandByRename()
    {
        QVERIFY(ictest::writeFile(cmdPath(), "{}"));
        const ino_t before = inodeOf(cmdPath());
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("set_speed"), {{QStringLiteral("speed"), qint64(3)}});
        // A new file took the name (rename); a write in place or a copy would keep the inode.
        QVERIFY(inodeOf(cmdPath()) != before);
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), QStringList{u"tf2_cmd.json"_s});
        const QJsonObject sent = sentCommand();
        QCOMPARE(firstNonString(sent), QString());
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{8}$")).match(sentId()).hasMatch());
        QCOMPARE(sent[QStringLiteral("cmd")], QJsonValue(QStringLiteral("set_speed")));
        QCOMPARE(sent[QStringLiteral("params")].toObject()[QStringLiteral("speed")],
                 QJsonValue(QStringLiteral("3")));
        QVERIFY(sent[QStringLiteral("ts")].toString().toLongLong() > 0);
        QCOMPARE(wire.size(), 1);
        const auto entry = wire.at(0).at(0).value<WireEntry>();
        QCOMPARE(entry.direction, WireEntry::Direction::Sent);
        QCOMPARE(entry.bytes, ictest::readFile(cmdPath()));
        QVERIFY(entry.at.isValid());
    }

    void takesTheAnswerWithItsIdAndTypesItBack()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const quint64 run = m_tf2->run(QStringLiteral("query_game_state"), {});
        QVERIFY(ictest::writeFile(
            respPath(), answer(sentId(), QJsonObject{{QStringLiteral("year"), 1855},
                                                     {QStringLiteral("paused"), false}})));
        QVERIFY(finished.wait(5000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.run, run);
        QVERIFY2(result.ok(), qPrintable(result.message()));
        QCOMPARE(result.data.toObject()[QStringLiteral("year")], QJsonValue(1855));
        QCOMPARE(result.data.toObject()[QStringLiteral("paused")], QJsonValue(false));
        QVERIFY(!QFile::exists(respPath())); // taken
        QCOMPARE(figure(*m_tf2, QStringLiteral("Answered")), QStringLiteral("1"));
        QCOMPARE(figure(*m_tf2, QStringLiteral("Date")), QStringLiteral("unknown")); // no month
    }

    void neverTakesAHalfWrittenResponse()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        const QByteArray whole = answer(sentId(), QStringLiteral("pong"));
        QVERIFY(ictest::writeFile(respPath(), whole.left(whole.size() / 2)));
        QTRY_VERIFY_WITH_TIMEOUT(hasNote(wire, QStringLiteral("not complete")), 4000);
        QCOMPARE(finished.size(), 0);
        QVERIFY(QFile::exists(respPath())); // left for the writer to finish
        QVERIFY(ictest::writeFile(respPath(), whole));
        QVERIFY(finished.wait(4000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QVERIFY2(result.ok(), qPrintable(result.message()));
        QCOMPARE(result.data, QJsonValue(QStringLiteral("pong")));
        QVERIFY(figure(*m_tf2, QStringLiteral("Incomplete reads retried")).toInt() >= 1);
    }

    void clearsAStaleResponseBeforeSending()
    {
        const QByteArray stale = answer(QStringLiteral("deadbeef"), QStringLiteral("pong"));
        QVERIFY(ictest::writeFile(respPath(), stale));
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        QVERIFY(!QFile::exists(respPath()));
        QVERIFY(hasNote(wire, QStringLiteral("Stale response cleared")));
        QCOMPARE(wire.at(0).at(0).value<WireEntry>().bytes, stale); // logged before removed
        QCOMPARE(figure(*m_tf2, QStringLiteral("Stale answers cleared")), QStringLiteral("1"));
    }

    void ignoresAnAnswerForAnotherId()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        const QString ours = sentId();
        const QString other = ours == QLatin1String("00000000") ? QStringLiteral("00000001")
                                                                : QStringLiteral("00000000");
        QVERIFY(ictest::writeFile(respPath(), answer(other, QStringLiteral("not yours"))));
        QTRY_VERIFY_WITH_TIMEOUT(hasNote(wire, QStringLiteral("ignored")), 4000);
        QCOMPARE(finished.size(), 0);
        QVERIFY(QFile::exists(respPath())); // left alone: the game overwrites it
        QCOMPARE(figure(*m_tf2, QStringLiteral("Answers for other ids")), QStringLiteral("1"));
        QVERIFY(ictest::writeFile(respPath(), answer(ours, QStringLiteral("pong"))));
        QVERIFY(finished.wait(4000));
        QCOMPARE(finished.at(0).at(0).value<CommandResult>().data,
                 QJsonValue(QStringLiteral("pong")));
    }

    void showsTheGamesError()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("query_town_buildings"),
                   {{QStringLiteral("town_id"), QStringLiteral("999")}});
        Tf2Response refused;
        refused.id = sentId();
        refused.answer = Tf2Response::refusal(QStringLiteral("Invalid town_id parameter"));
        QVERIFY(ictest::writeFile(respPath(), encodeResponse(refused)));
        QVERIFY(finished.wait(4000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QVERIFY(!result.ok());
        QCOMPARE(result.errorCode(), QStringLiteral("game_error"));
        QVERIFY2(result.message().contains(QStringLiteral("Invalid town_id parameter")),
                 qPrintable(result.message()));
    }

    void timesOutAndWithdrawsTheCommand()
    {
        m_tf2->setTimeouts(300, 200);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("query_towns"), {});
        QVERIFY(QFile::exists(cmdPath()));
        QVERIFY(finished.wait(10000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QVERIFY(!result.ok());
        QCOMPARE(result.errorCode(), QStringLiteral("timeout"));
        QVERIFY2(result.message().contains(QStringLiteral("query_towns")),
                 qPrintable(result.message()));
        QVERIFY(!QFile::exists(cmdPath())); // the game never read it: taken back
        QCOMPARE(figure(*m_tf2, QStringLiteral("Timeouts")), QStringLiteral("1"));
    }

    void reportsAResponseThatNeverCompletesOnlyAtTheTimeout()
    {
        m_tf2->setTimeouts(400, 400);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        QVERIFY(ictest::writeFile(respPath(), answer(sentId(), QStringLiteral("pong")).left(10)));
        QTRY_VERIFY_WITH_TIMEOUT(hasNote(wire, QStringLiteral("not complete")), 4000);
        QVERIFY(finished.wait(10000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.errorCode(), QStringLiteral("timeout"));
        QVERIFY2(result.message().contains(QStringLiteral("not complete JSON")),
                 qPrintable(result.message()));
    }

    void sendsOneCommandAtATime()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const quint64 first = m_tf2->run(QStringLiteral("ping"), {});
        const quint64 second = m_tf2->run(QStringLiteral("query_towns"), {});
        const quint64 third = m_tf2->run(QStringLiteral("pause"), {});
        QCOMPARE(m_tf2->queued(), 2);
        QCOMPARE(figure(*m_tf2, QStringLiteral("Queued (one command at a time)")),
                 QStringLiteral("2"));
        const QStringList order = {QStringLiteral("ping"), QStringLiteral("query_towns"),
                                   QStringLiteral("pause")};
        for (const QString &expected : order) {
            QCOMPARE(sentCommand()[QStringLiteral("cmd")].toString(), expected);
            const QByteArray sent = ictest::readFile(cmdPath());
            QVERIFY(ictest::writeFile(respPath(), answer(sentId(), QJsonObject())));
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), order.indexOf(expected) + 1, 4000);
            if (expected == order.last())
                break;
            // Answered, not yet cleared by the game (the seed's mod clears after answering):
            // the next command waits, or the mod's clear would wipe it.
            QCOMPARE(ictest::readFile(cmdPath()), sent);
            QVERIFY(
                figure(*m_tf2, QStringLiteral("In flight")).contains(QStringLiteral("waiting")));
            QVERIFY(ictest::writeFile(cmdPath(), QByteArray())); // the mod's io.open(path, "w")
            QTRY_VERIFY_WITH_TIMEOUT(ictest::readFile(cmdPath()) != QByteArray(), 4000);
        }
        QCOMPARE(finished.at(0).at(0).value<CommandResult>().run, first);
        QCOMPARE(finished.at(1).at(0).value<CommandResult>().run, second);
        QCOMPARE(finished.at(2).at(0).value<CommandResult>().run, third);
        QCOMPARE(m_tf2->queued(), 0);
    }

    void writesTheNextAnywayWhenTheGameNeverClears()
    {
        m_tf2->setClearWait(300);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        QSignalSpy wire(m_tf2.get(), &Connector::wire);
        m_tf2->run(QStringLiteral("ping"), {});
        m_tf2->run(QStringLiteral("pause"), {});
        QVERIFY(ictest::writeFile(respPath(), answer(sentId(), QStringLiteral("pong"))));
        QVERIFY(finished.wait(4000));
        QCOMPARE(sentCommand()[QStringLiteral("cmd")].toString(), QStringLiteral("ping"));
        QVERIFY(hasNote(wire, QStringLiteral("Waiting for the game to clear")));
        // Never cleared: after the clear wait the next goes in anyway, with a note.
        QTRY_COMPARE_WITH_TIMEOUT(sentCommand()[QStringLiteral("cmd")].toString(),
                                  QStringLiteral("pause"), 4000);
        QVERIFY(hasNote(wire, QStringLiteral("did not clear the command file")));
        QCOMPARE(m_tf2->queued(), 0);
    }

    void refusesBadInputWithoutWriting_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QVariantMap>("params");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown") << u"launch_rocket"_s << QVariantMap() << u"unknown_command"_s;
        QTest::newRow("speed 5") << u"set_speed"_s << QVariantMap{{u"speed"_s, 5}}
                                 << u"bad_params"_s;
        QTest::newRow("speed text")
            << u"set_speed"_s << QVariantMap{{u"speed"_s, u"fast"_s}} << u"bad_params"_s;
        QTest::newRow("no town") << u"query_town_buildings"_s << QVariantMap() << u"bad_params"_s;
        QTest::newRow("extra") << u"ping"_s << QVariantMap{{u"x"_s, 1}} << u"bad_params"_s;
    }
    void refusesBadInputWithoutWriting()
    {
        QFETCH(QString, command);
        QFETCH(QVariantMap, params);
        QFETCH(QString, code);
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const quint64 run = m_tf2->run(command, params);
        QVERIFY(finished.wait(2000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.run, run);
        QCOMPARE(result.errorCode(), code);
        QVERIFY(!result.message().isEmpty());
        QVERIFY(!QFile::exists(cmdPath()));
        QCOMPARE(figure(*m_tf2, QStringLiteral("Sent")), QStringLiteral("0"));
    }

    void refusesToRunWhenClosedAndFailsWhatWaits()
    {
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        m_tf2->run(QStringLiteral("ping"), {});
        m_tf2->run(QStringLiteral("query_towns"), {});
        m_tf2->close();
        QCOMPARE(m_tf2->state(), Connector::State::Closed);
        QVERIFY(!QFile::exists(cmdPath())); // the unread command is taken back
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 2000);
        QCOMPARE(finished.at(1).at(0).value<CommandResult>().errorCode(), QStringLiteral("closed"));
        m_tf2->run(QStringLiteral("ping"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 2000);
        QCOMPARE(finished.at(2).at(0).value<CommandResult>().errorCode(),
                 QStringLiteral("not_open"));
    }

    void saysWhenTheCommandFileCannotBeWritten()
    {
        QVERIFY(QDir(m_dir.path()).removeRecursively()); // the folder went away after open()
        QSignalSpy finished(m_tf2.get(), &Connector::finished);
        const quint64 run = m_tf2->run(QStringLiteral("ping"), {});
        QCOMPARE(finished.size(), 0); // not before run() has returned its number
        QVERIFY(finished.wait(2000));
        const auto result = finished.at(0).at(0).value<CommandResult>();
        QCOMPARE(result.run, run);
        QCOMPARE(result.errorCode(), QStringLiteral("write_failed"));
        QVERIFY2(result.message().contains(cmdPath()), qPrintable(result.message()));
        QCOMPARE(figure(*m_tf2, QStringLiteral("In flight")), QStringLiteral("none"));
    }

    void takesAnUnreadCommandBackWhenDestroyed()
    {
        m_tf2->run(QStringLiteral("pause"), {});
        QVERIFY(QFile::exists(cmdPath()));
        m_tf2.reset();
        QVERIFY(!QFile::exists(cmdPath()));
    }

    void failsToOpenAMissingFolder()
    {
        Tf2FileConnector missing;
        missing.setFolder(m_dir.filePath(QStringLiteral("nowhere")));
        missing.open();
        QCOMPARE(missing.state(), Connector::State::Failed);
        QVERIFY(missing.stateDetail().contains(QStringLiteral("nowhere")));
    }
};

QTEST_GUILESS_MAIN(TestTf2FileConnector)
#include "TestTf2FileConnector.moc"
