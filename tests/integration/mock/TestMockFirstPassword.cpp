// The password made on first enable (docs/icrp-spec.md §16): ic-remote-mock started with a
// config.toml whose [remote] turns remote access on without a password (or with password = "")
// generates a strong one, writes it into that file (every other line kept byte for byte, the
// file made 0600), says where without saying it, and asks clients for it; a second start uses
// the password already in the file. Real files, real sockets on port 0.

#include "MockTestSupport.h"
#include "RawIcrpSocket.h"
#include "mock/MockConfig.h"
#include "mock/MockGame.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace icmock;

namespace {

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

int fileMode(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

const QByteArray kHead = "# Iron Curtain settings\n"
                         "[graphics]\n"
                         "vsync = true # keep\n"
                         "\n"
                         "[remote]\n"
                         "# remote access for tools\n"
                         "enabled = true\n";
const QByteArray kTail = "\n[audio]\nvolume = 7\n";

// Every log line of the test, to check what the game says and that it never says the password.
QStringList g_log;
QtMessageHandler g_previous = nullptr;

void capture(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    g_log << message;
    if (g_previous)
        g_previous(type, context, message);
}

} // namespace

class TestMockFirstPassword : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    std::unique_ptr<MockGame> start(QString *error)
    {
        MockOptions o;
        o.configPath = m_path;
        o.configDebounceMs = 20;
        return mocktest::startGame(o, error);
    }

    /// The file's text with the password line taken out.
    static QByteArray withoutPasswordLine(const QByteArray &text, const QString &password)
    {
        QByteArray out = text;
        out.replace("password = \"" + password.toUtf8() + "\"\n", QByteArray());
        return out;
    }

private Q_SLOTS:
    void initTestCase() { g_previous = qInstallMessageHandler(capture); }
    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void init()
    {
        g_log.clear();
        m_path = m_dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(m_path, kHead + "max_connections = 8\n" + kTail));
        QVERIFY(QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner |
                                                  QFile::ReadGroup | QFile::ReadOther));
        QCOMPARE(fileMode(m_path), 0644);
    }

    void generatesWritesAndAsksForIt()
    {
        const QByteArray before = readFile(m_path);
        QString error;
        auto game = start(&error);
        QVERIFY2(game, qPrintable(error));
        const QString password = game->config().password;
        QCOMPARE(password.size(), 24);

        // In the file, under [remote], nothing else changed; readable by its owner only.
        const QByteArray after = readFile(m_path);
        QVERIFY2(after.contains("max_connections = 8\npassword = \"" + password.toUtf8() + "\"\n"),
                 after.constData());
        QCOMPARE(withoutPasswordLine(after, password), before);
        QCOMPARE(fileMode(m_path), 0600);
        const auto reread = MockConfig::load(m_path);
        QVERIFY(reread);
        QCOMPARE(reread->password, password);

        // Said where, never what.
        const QString said = QStringLiteral("No password was set: generated one and wrote it to "
                                            "%1 ([remote] password)")
                                 .arg(m_path);
        QVERIFY2(g_log.contains(said), qPrintable(g_log.join(u'\n')));
        for (const QString &line : std::as_const(g_log))
            QVERIFY2(!line.contains(password), "a log line holds the password");
        QVERIFY(!g_log.join(u'\n').contains(QLatin1String("No password is set")));

        // Clients need it now.
        const QUrl url(game->url());
        RawIcrpSocket wrong;
        QVERIFY(!wrong.connectAs(url, QStringLiteral("admin"), QStringLiteral("guess")));
        QVERIFY(!wrong.hello().value(u"authentication").isNull());
        RawIcrpSocket admin;
        QVERIFY2(admin.connectAs(url, QStringLiteral("admin"), password),
                 qPrintable(QString::fromUtf8(QJsonDocument(admin.lastAnswer()).toJson())));
    }

    void emptyPasswordIsReplacedAndNotTakenForAnEdit()
    {
        QVERIFY(writeFile(m_path, kHead + "password = \"\" # set by the game\n" + kTail));
        QString error;
        auto game = start(&error);
        QVERIFY2(game, qPrintable(error));
        const QString password = game->config().password;
        QCOMPARE(password.size(), 24);
        QCOMPARE(readFile(m_path),
                 kHead + "password = \"" + password.toUtf8() + "\" # set by the game\n" + kTail);
        QCOMPARE(fileMode(m_path), 0600);

        // The game's own write is not a change to reload: the first change seen is the next
        // real edit, and it keeps the generated password.
        QSignalSpy applied(game.get(), &MockGame::configApplied);
        QSignalSpy rejected(game.get(), &MockGame::configRejected);
        QByteArray edited = readFile(m_path);
        edited.replace("[audio]", "[audio]\nmuted = false");
        QVERIFY(writeFile(m_path, edited));
        QVERIFY(applied.wait(5000));
        QCOMPARE(applied.size(), 1);
        QCOMPARE(rejected.size(), 0);
        QCOMPARE(game->config().password, password);
        RawIcrpSocket observer;
        QVERIFY(observer.connectAs(QUrl(game->url()), QStringLiteral("observer"), password));
    }

    void secondStartKeepsThePassword()
    {
        QString error;
        auto first = start(&error);
        QVERIFY2(first, qPrintable(error));
        const QString password = first->config().password;
        first.reset();
        const QByteArray written = readFile(m_path);
        g_log.clear();

        auto second = start(&error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(second->config().password, password);
        QCOMPARE(readFile(m_path), written);
        QVERIFY(!g_log.join(u'\n').contains(QLatin1String("No password was set")));
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(second->url()), QStringLiteral("admin"), password));
    }

    void withoutConfigNothingIsGenerated()
    {
        MockOptions o;
        QString error;
        auto game = mocktest::startGame(o, &error);
        QVERIFY2(game, qPrintable(error));
        QVERIFY(game->config().password.isEmpty());
        QVERIFY(g_log.join(u'\n').contains(QLatin1String("No password is set")));
        RawIcrpSocket admin;
        QVERIFY(admin.connectAs(QUrl(game->url()), QStringLiteral("admin")));
        QVERIFY(admin.hello().value(u"authentication").isNull());
    }

    void disabledGameGeneratesNothing()
    {
        const QByteArray text = "[remote]\nenabled = false\n";
        QVERIFY(writeFile(m_path, text));
        QString error;
        QVERIFY(!start(&error));
        QCOMPARE(readFile(m_path), text);
    }
};

QTEST_GUILESS_MAIN(TestMockFirstPassword)
#include "TestMockFirstPassword.moc"
