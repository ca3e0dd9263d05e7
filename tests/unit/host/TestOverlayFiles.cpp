// OverlayFiles on real files: which request paths name a file of a tool's folder, which are
// refused and why (the code tells 400 from 404), MIME types, ETags and the policy text.

#include "TestFiles.h"

#include "host/HttpDate.h"
#include "host/OverlayFiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using ichost::OverlayFiles;

class TestOverlayFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void namesFilesInsideTheFolder_data();
    void namesFilesInsideTheFolder();
    void refusesTricks_data();
    void refusesTricks();
    void notFoundAndNotAFile();
    void etagChangesWithTheFile();
    void mimeTypes();
    void policyNamesOnlyWhatIsGranted();
    void httpDatesAreWrittenAndReadInUtc();

private:
    QTemporaryDir m_dir;
    QString m_folder;
};

void TestOverlayFiles::init()
{
    QVERIFY(m_dir.isValid());
    m_folder = m_dir.filePath(QStringLiteral("tool"));
    QVERIFY(ictest::writeFile(m_folder + QStringLiteral("/overlay/index.html"), "<p>hi"));
    QVERIFY(ictest::writeFile(m_folder + QStringLiteral("/overlay/app.js"), "x"));
    QVERIFY(ictest::writeFile(m_folder + QStringLiteral("/overlay/a b.png"), "png"));
    QVERIFY(ictest::writeFile(m_dir.filePath(QStringLiteral("secret.txt")), "secret"));
    QFile::link(m_dir.filePath(QStringLiteral("secret.txt")),
                m_folder + QStringLiteral("/overlay/link.txt"));
    QVERIFY(QDir(m_folder).mkpath(QStringLiteral("overlay/sub")));
}

void TestOverlayFiles::namesFilesInsideTheFolder_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QString>("file");
    QTest::newRow("root is the entry point") << QByteArray("/") << "overlay/index.html";
    QTest::newRow("plain") << QByteArray("/overlay/app.js") << "overlay/app.js";
    QTest::newRow("encoded letter") << QByteArray("/overlay/%61pp.js") << "overlay/app.js";
    QTest::newRow("encoded space") << QByteArray("/overlay/a%20b.png") << "overlay/a b.png";
}

void TestOverlayFiles::namesFilesInsideTheFolder()
{
    QFETCH(QByteArray, path);
    QFETCH(QString, file);
    const auto resolved =
        OverlayFiles::resolve(m_folder, path, QStringLiteral("overlay/index.html"));
    QVERIFY2(resolved, qPrintable(resolved ? QString() : resolved.error().message));
    QCOMPARE(resolved->path, QDir(m_folder).absoluteFilePath(file));
}

void TestOverlayFiles::refusesTricks_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("dot-dot") << QByteArray("/../secret.txt");
    QTest::newRow("encoded dot-dot") << QByteArray("/%2e%2e/secret.txt");
    QTest::newRow("double-encoded") << QByteArray("/%252e%252e/secret.txt");
    QTest::newRow("encoded slash") << QByteArray("/overlay%2F..%2F..%2Fsecret.txt");
    QTest::newRow("backslash") << QByteArray("/..\\secret.txt");
    QTest::newRow("encoded backslash") << QByteArray("/..%5Csecret.txt");
    QTest::newRow("NUL") << QByteArray("/overlay/app.js%00.png");
    QTest::newRow("empty segment") << QByteArray("//secret.txt");
    QTest::newRow("dot") << QByteArray("/overlay/./app.js");
    QTest::newRow("relative") << QByteArray("overlay/app.js");
}

void TestOverlayFiles::refusesTricks()
{
    QFETCH(QByteArray, path);
    const auto resolved =
        OverlayFiles::resolve(m_folder, path, QStringLiteral("overlay/index.html"));
    QVERIFY(!resolved);
    QCOMPARE(resolved.error().code, QStringLiteral("path.refused"));
}

void TestOverlayFiles::notFoundAndNotAFile()
{
    const QString entry = QStringLiteral("overlay/index.html");
    QCOMPARE(OverlayFiles::resolve(m_folder, "/overlay/none.js", entry).error().code,
             QStringLiteral("path.not-found"));
    QCOMPARE(OverlayFiles::resolve(m_folder, "/overlay/sub", entry).error().code,
             QStringLiteral("path.not-a-file"));
    QCOMPARE(OverlayFiles::resolve(m_folder, "/overlay/link.txt", entry).error().code,
             QStringLiteral("path.not-a-file"));
}

void TestOverlayFiles::etagChangesWithTheFile()
{
    const QString entry = QStringLiteral("overlay/index.html");
    const QByteArray before = OverlayFiles::resolve(m_folder, "/overlay/app.js", entry)->etag;
    QVERIFY(ictest::writeFile(m_folder + QStringLiteral("/overlay/app.js"), "longer now"));
    const QByteArray after = OverlayFiles::resolve(m_folder, "/overlay/app.js", entry)->etag;
    QVERIFY(!before.isEmpty());
    QVERIFY(before != after);
}

void TestOverlayFiles::mimeTypes()
{
    QCOMPARE(OverlayFiles::mimeTypeFor(QStringLiteral("a.HTML")),
             QByteArray("text/html; charset=utf-8"));
    QCOMPARE(OverlayFiles::mimeTypeFor(QStringLiteral("m.mjs")),
             QByteArray("text/javascript; charset=utf-8"));
    QCOMPARE(OverlayFiles::mimeTypeFor(QStringLiteral("i.svg")), QByteArray("image/svg+xml"));
    QCOMPARE(OverlayFiles::mimeTypeFor(QStringLiteral("f.woff2")), QByteArray("font/woff2"));
    QCOMPARE(OverlayFiles::mimeTypeFor(QStringLiteral("x.exe")),
             QByteArray("application/octet-stream"));
}

void TestOverlayFiles::policyNamesOnlyWhatIsGranted()
{
    const QByteArray csp = OverlayFiles::contentSecurityPolicy(
        QStringLiteral("http://kill-feed.localhost:19711"), {QStringLiteral("https://a.example")});
    QVERIFY2(csp.contains("connect-src 'self' ws://kill-feed.localhost:19711 https://a.example;"),
             csp.constData());
    QVERIFY(csp.contains("default-src 'self'"));
    QVERIFY(csp.contains("object-src 'none'"));
    QVERIFY(!csp.contains("*"));
}

void TestOverlayFiles::httpDatesAreWrittenAndReadInUtc()
{
    using ichost::HttpDate;
    // RFC 9110's own example, and the day a leap year adds.
    QCOMPARE(HttpDate::format(784111777), QByteArray("Sun, 06 Nov 1994 08:49:37 GMT"));
    QCOMPARE(HttpDate::format(951782400), QByteArray("Tue, 29 Feb 2000 00:00:00 GMT"));
    QCOMPARE(HttpDate::format(0), QByteArray("Thu, 01 Jan 1970 00:00:00 GMT"));
    QCOMPARE(HttpDate::parse("Sun, 06 Nov 1994 08:49:37 GMT"), std::optional<qint64>(784111777));
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QCOMPARE(HttpDate::parse(HttpDate::format(now)), std::optional<qint64>(now));
    // The obsolete forms and anything malformed are not dates (the file is sent, not a 304).
    QCOMPARE(HttpDate::parse("Sunday, 06-Nov-94 08:49:37 GMT"), std::nullopt);
    QCOMPARE(HttpDate::parse("Sun Nov  6 08:49:37 1994"), std::nullopt);
    QCOMPARE(HttpDate::parse("Sun, 06 Nov 1994 08:49:37 CET"), std::nullopt);
    QCOMPARE(HttpDate::parse("Sun, 06 Foo 1994 08:49:37 GMT"), std::nullopt);
    QCOMPARE(HttpDate::parse("Sun, 06 Nov 1994 25:49:37 GMT"), std::nullopt);
    QCOMPARE(HttpDate::parse(""), std::nullopt);
}

QTEST_GUILESS_MAIN(TestOverlayFiles)
#include "TestOverlayFiles.moc"
