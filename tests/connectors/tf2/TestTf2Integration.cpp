#include <QTest>
class TestTf2Integration : public QObject
{
    Q_OBJECT
};
QTEST_GUILESS_MAIN(TestTf2Integration)
#include "TestTf2Integration.moc"
