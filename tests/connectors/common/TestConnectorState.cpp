// What every connector's base keeps for it: the state and why, stateChanged only when the state
// changes (setState) or, for a connector whose detail is news by itself, also when only the
// detail does (setStateOrDetail); and a run's answer as an ic::Result (CommandResult).

#include "connectors/common/Connector.h"

#include <QSignalSpy>
#include <QTest>

using icconnectors::CommandResult;
using icconnectors::Connector;

namespace {

/// The smallest connector: its state is set from the test.
class StateOnlyConnector final : public Connector
{
public:
    using Connector::setState;
    using Connector::setStateOrDetail;

    QString kind() const override { return QStringLiteral("test"); }
    QList<icconnectors::CommandSpec> commands() const override { return {}; }
    void open() override {}
    void close() override {}
    quint64 run(const QString &, const QVariantMap &) override { return 0; }
    QList<QPair<QString, QString>> figures() const override { return {}; }
};

} // namespace

class TestConnectorState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsClosedWithoutDetail()
    {
        StateOnlyConnector connector;
        QCOMPARE(connector.state(), Connector::State::Closed);
        QCOMPARE(connector.stateDetail(), QString());
    }

    void setStateSignalsOnlyANewState()
    {
        StateOnlyConnector connector;
        QSignalSpy changed(&connector, &Connector::stateChanged);
        QVERIFY(connector.setState(Connector::State::Opening, QStringLiteral("dialling")));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<Connector::State>(), Connector::State::Opening);
        // The same state with another detail: the detail is kept, nothing is signalled.
        QVERIFY(!connector.setState(Connector::State::Opening, QStringLiteral("ringing")));
        QCOMPARE(connector.stateDetail(), QStringLiteral("ringing"));
        QCOMPARE(changed.size(), 1);
        QVERIFY(connector.setState(Connector::State::Failed, QStringLiteral("nobody home")));
        QCOMPARE(connector.state(), Connector::State::Failed);
        QCOMPARE(connector.stateDetail(), QStringLiteral("nobody home"));
        QCOMPARE(changed.size(), 2);
    }

    void setStateOrDetailSignalsANewDetailToo()
    {
        StateOnlyConnector connector;
        QSignalSpy changed(&connector, &Connector::stateChanged);
        QVERIFY(connector.setStateOrDetail(Connector::State::Failed, QStringLiteral("try in 1 s")));
        QVERIFY(connector.setStateOrDetail(Connector::State::Failed, QStringLiteral("try in 2 s")));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(connector.stateDetail(), QStringLiteral("try in 2 s"));
        QVERIFY(
            !connector.setStateOrDetail(Connector::State::Failed, QStringLiteral("try in 2 s")));
        QCOMPARE(changed.size(), 2);
    }

    void aResultSaysWhatHappenedOrWhy()
    {
        const CommandResult done{7, QStringLiteral("pong"), QJsonValue(QStringLiteral("pong"))};
        QVERIFY(done.ok());
        QCOMPARE(done.message(), QStringLiteral("pong"));
        QCOMPARE(done.errorCode(), QString());
        const CommandResult refused{
            8, ic::Error{QStringLiteral("timeout"), QStringLiteral("No answer in 30 s.")}, {}};
        QVERIFY(!refused.ok());
        QCOMPARE(refused.message(), QStringLiteral("No answer in 30 s."));
        QCOMPARE(refused.errorCode(), QStringLiteral("timeout"));
        // Queued connections copy it: a default one is an empty success.
        const CommandResult empty;
        QVERIFY(empty.ok());
        QCOMPARE(empty.run, quint64(0));
    }
};

QTEST_GUILESS_MAIN(TestConnectorState)
#include "TestConnectorState.moc"
