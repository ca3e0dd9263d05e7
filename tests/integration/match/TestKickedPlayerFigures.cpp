// A kicked player on the Match page's model against a real MockGame: the game keeps publishing
// their figures (their units hold position and return fire, so they still kill and die), and the
// model shows exactly what ic/state.query answers as the game advances — never figures frozen at
// the kick — while the team's totals leave the player out.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "icrp/client/IcrpClient.h"
#include "match/MatchModel.h"
#include "mock/MockGame.h"
#include "mock/SkirmishSim.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using icmatch::MatchModel;
using icmatch::PlayerFigures;

namespace {

const QString kPassword = QStringLiteral("kicked-figures-pw");

} // namespace

class TestKickedPlayerFigures : public QObject
{
    Q_OBJECT

    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<icrp::IcrpClient> m_client;
    std::unique_ptr<MatchModel> m_model;

    /// Asks until the model holds the game's figures of now (an answer asked earlier may come
    /// first).
    bool refreshed()
    {
        const qint64 now = m_game->sim()->tick();
        QSignalSpy figures(m_model.get(), &MatchModel::figuresChanged);
        for (int asked = 0; asked < 5; ++asked) {
            m_model->refresh();
            if (!figures.wait(5000))
                return false;
            if (m_model->figuresTick() == now && !m_model->players().isEmpty())
                return true;
        }
        return false;
    }

    /// The game's own answer about `name`, as any tool (the OBS overlay) sees it.
    QJsonObject gameSays(const QString &name)
    {
        RawIcrpSocket raw;
        if (!raw.connectAs(QUrl(m_game->url()), QStringLiteral("admin"), kPassword, {}))
            return {};
        const QJsonObject answer =
            raw.call(QStringLiteral("ic/state.query")).value(u"result").toObject();
        for (const QJsonValue &p : answer.value(u"players").toArray()) {
            if (p.toObject().value(u"name").toString() == name)
                return p.toObject();
        }
        return {};
    }

    PlayerFigures modelSays(const QString &name) const
    {
        for (const PlayerFigures &p : m_model->players()) {
            if (p.name == name)
                return p;
        }
        return {};
    }

private Q_SLOTS:
    void init()
    {
        icmock::MockOptions o;
        o.password = kPassword;
        m_game = mocktest::startGame(o);
        QVERIFY(m_game);
        m_client = std::make_unique<icrp::IcrpClient>();
        icrp::IcrpClient::Options co;
        co.url = QUrl(m_game->url());
        co.tier = icrp::Tier::Admin;
        co.password = kPassword;
        co.clientName = QStringLiteral("TestKickedPlayerFigures");
        co.subscriptions = {QStringLiteral("match"), QStringLiteral("combat")};
        m_client->setOptions(co);
        m_client->open();
        m_model = std::make_unique<MatchModel>(m_client.get());
        m_model->setRefreshInterval(0);
        QTRY_COMPARE(m_client->state(), icrp::IcrpClient::State::Connected);
    }

    void cleanup()
    {
        m_model.reset();
        m_client.reset();
        m_game.reset();
    }

    void aKickedPlayersFiguresAreWhatTheGamePublishes()
    {
        const QString alice = QStringLiteral("alice");
        m_game->advance(900); // a minute in: alice has an army
        QVERIFY(refreshed());
        bool answered = false;
        m_model->kick(alice, {}, [&answered](const ic::Result<QString> &r) {
            QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
            answered = true;
        });
        QTRY_VERIFY(answered);
        QVERIFY(refreshed());
        const std::optional<qint64> armyAtKick = modelSays(alice).armyValue;
        QVERIFY(armyAtKick && *armyAtKick > 0);

        // Minutes on: the kicked player's units hold position, return fire and die.
        bool changed = false;
        for (int minute = 0; minute < 6; ++minute) {
            m_game->advance(900);
            QVERIFY(refreshed());
            const QJsonObject game = gameSays(alice);
            QVERIFY(!game.isEmpty());
            const PlayerFigures shown = modelSays(alice);
            QVERIFY(!shown.present);
            QVERIFY(shown.kicked);
            QCOMPARE(shown.armyValue, std::optional<qint64>(game.value(u"army_value").toInteger()));
            QCOMPARE(shown.units, std::optional<qint64>(game.value(u"units_alive").toInteger()));
            QCOMPARE(shown.credits, std::optional<qint64>(game.value(u"resources").toInteger()));
            QCOMPARE(shown.structures,
                     std::optional<qint64>(game.value(u"structures").toInteger()));
            changed = changed || shown.armyValue != armyAtKick;
            // The chart follows the same figures; the team's totals leave her out.
            QCOMPARE(m_model->series().samples().constLast().players.value(alice).armyValue,
                     shown.armyValue);
            for (const MatchModel::TeamTotals &t : m_model->teamTotals()) {
                QVERIFY(!t.players.contains(alice));
                if (t.departed.contains(alice)) {
                    qint64 sum = 0;
                    for (const PlayerFigures &p : m_model->players()) {
                        if (p.team == t.team && p.present)
                            sum += p.armyValue.value_or(0);
                    }
                    QCOMPARE(t.armyValue, std::optional<qint64>(sum));
                }
            }
        }
        // Not frozen: the game's figures for her moved, and so did the model's.
        QVERIFY2(changed, "the kicked player's army never changed in six minutes");
    }
};

QTEST_GUILESS_MAIN(TestKickedPlayerFigures)
#include "TestKickedPlayerFigures.moc"
