// OverlayAudience tells the panel's preview, OBS Studio, another browser and a program apart by
// the User-Agent a gateway session sent.
#include "host/OverlayAudience.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QTest>

using ichost::OverlayAudience;
using Kind = OverlayAudience::Kind;

Q_DECLARE_METATYPE(OverlayAudience::Kind)

namespace {
const QString kChrome =
    QStringLiteral("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                   "Chrome/127.0.6533.120 Safari/537.36");
const QString kQtWebEngine =
    QStringLiteral("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
                   "QtWebEngine/6.4.2 Chrome/102.0.5005.177 Safari/537.36");
} // namespace

class TestOverlayAudience : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void classifies_data()
    {
        QTest::addColumn<QString>("userAgent");
        QTest::addColumn<Kind>("kind");
        QTest::newRow("OBS browser source")
            << QStringLiteral("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
                              "(KHTML, like Gecko) Chrome/127.0.6533.120 Safari/537.36 OBS/30.2.3")
            << Kind::Obs;
        QTest::newRow("older OBS")
            << QStringLiteral("Mozilla/5.0 Chrome/75.0.3770.100 OBS/24.0.3") << Kind::Obs;
        QTest::newRow("Chrome") << kChrome << Kind::Browser;
        QTest::newRow("Firefox") << QStringLiteral(
                                        "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 "
                                        "Firefox/128.0")
                                 << Kind::Browser;
        QTest::newRow("Streamlabs (not OBS Studio)")
            << QStringLiteral("Mozilla/5.0 Chrome/75.0.3770.100 SLABS/1.2.3") << Kind::Browser;
        QTest::newRow("preview") << OverlayAudience::previewUserAgent(kQtWebEngine)
                                 << Kind::Preview;
        QTest::newRow("none") << QString() << Kind::Program;
        QTest::newRow("curl") << QStringLiteral("curl/7.88.1") << Kind::Program;
        QTest::newRow("python") << QStringLiteral("Python/3.11 websockets/10.4") << Kind::Program;
        QTest::newRow("OBS/ without a version")
            << QStringLiteral("curl/7.88.1 OBS/") << Kind::Program;
        QTest::newRow("OBS inside another word")
            << QStringLiteral("Mozilla/5.0 NotOBS/1.0") << Kind::Browser;
    }

    void classifies()
    {
        QFETCH(QString, userAgent);
        QFETCH(Kind, kind);
        QCOMPARE(OverlayAudience::of(userAgent), kind);
        icrp::IcrpSessionInfo session;
        session.userAgent = userAgent;
        QCOMPARE(OverlayAudience::of(session), kind);
    }

    void previewUserAgentAppendsTheProductOnce()
    {
        const QString agent = OverlayAudience::previewUserAgent(kQtWebEngine);
        QCOMPARE(agent, kQtWebEngine + QLatin1Char(' ') + OverlayAudience::previewProduct());
        QVERIFY(
            OverlayAudience::previewProduct().startsWith(QLatin1String("ICControlPanelPreview/")));
        QCOMPARE(OverlayAudience::previewUserAgent(agent), agent);
        QCOMPARE(OverlayAudience::previewUserAgent({}), OverlayAudience::previewProduct());
    }
};

QTEST_GUILESS_MAIN(TestOverlayAudience)
#include "TestOverlayAudience.moc"
