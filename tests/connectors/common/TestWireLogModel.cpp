// The wire log as the window shows it: what a peer sent is shown without its control characters
// or bidirectional overrides acting on the screen, bytes that are not UTF-8 as \xHH, and the log
// keeps only its newest rows.

#include "connectors/common/WireLogModel.h"

#include <QTest>

using icconnectors::WireEntry;
using icconnectors::WireLogModel;

class TestWireLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void strangersBytesAreShownEscaped_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("plain") << QByteArray("{\"cmd\":\"ping\"}")
                               << QStringLiteral("{\"cmd\":\"ping\"}");
        QTest::newRow("escape sequence") << QByteArray("a\x1b[8mb") << QStringLiteral("a\\x1b[8mb");
        QTest::newRow("line break") << QByteArray("a\r\nb") << QStringLiteral("a\\x0d\\x0ab");
        QTest::newRow("bidi override") << QByteArray("a\xe2\x80\xae"
                                                     "b")
                                       << QStringLiteral("a\\u202eb");
        QTest::newRow("not UTF-8") << QByteArray("a\xff\x01z") << QStringLiteral("a\\xff\\x01z");
    }

    void strangersBytesAreShownEscaped()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        QCOMPARE(WireLogModel::readable(bytes), shown);
    }

    void keepsTheNewestRows()
    {
        WireLogModel log(3);
        for (int i = 0; i < 5; ++i)
            log.append({QDateTime::currentDateTimeUtc(), WireEntry::Direction::Sent,
                        QStringLiteral("socket"), QByteArray::number(i)});
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(log.entry(0).bytes, QByteArray("2"));
        QCOMPARE(log.data(log.index(2, WireLogModel::Message)).toString(), QStringLiteral("4"));
    }
};

QTEST_GUILESS_MAIN(TestWireLogModel)
#include "TestWireLogModel.moc"
