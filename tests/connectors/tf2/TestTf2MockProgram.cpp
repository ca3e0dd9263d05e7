#include <QTest>
class TestTf2MockProgram : public QObject
{
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestTf2MockProgram)
#include "TestTf2MockProgram.moc"
