#include <QTest>
class TestTf2SimGame : public QObject
{
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestTf2SimGame)
#include "TestTf2SimGame.moc"
