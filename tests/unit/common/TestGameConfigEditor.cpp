// ic::GameConfigEditor: one key of a person's config.toml changed in place (comments, other
// keys and line endings kept), every edit checked to mean exactly what was asked, and files that
// are not config files (devices, FIFOs, folders, huge files) refused before they are read.

#include "TestFiles.h"

#include "common/GameConfigEditor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <toml++/toml.h>

using ic::GameConfigEditor;
using ictest::readFile;
using ictest::writeFile;

class TestGameConfigEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editorChangesOnlyThatValue()
    {
        const QByteArray text = "# IC settings\n"
                                "[graphics]\n"
                                "password = \"not-this-one\"\n"
                                "\n"
                                "[remote]\n"
                                "# keep me\n"
                                "port = 19710\n"
                                "password = \"old\"   # the game's password\n"
                                "max_connections = 4\n"
                                "\n"
                                "[audio]\n"
                                "volume = 3\n";
        const auto edited =
            GameConfigEditor::editString(text, QStringLiteral("c.toml"), QStringLiteral("remote"),
                                         QStringLiteral("password"), QStringLiteral("n\"ew\\"));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QByteArray expected = text;
        expected.replace("password = \"old\"   #", "password = \"n\\\"ew\\\\\"   #");
        QCOMPARE(*edited, expected);
        // The one value changed, every other one as it was.
        const auto table =
            toml::parse(std::string_view(edited->constData(), size_t(edited->size())));
        QCOMPARE(table["remote"]["password"].value<std::string>(), std::string("n\"ew\\"));
        QCOMPARE(table["remote"]["max_connections"].value<int>(), 4);
        QCOMPARE(table["graphics"]["password"].value<std::string>(), std::string("not-this-one"));
    }

    void editorAddsMissingKeyAndTable()
    {
        auto edited = GameConfigEditor::editString(
            "[remote]\n# a comment\nport = 1\n\n[x]\ny = 2\n", QStringLiteral("c.toml"),
            QStringLiteral("remote"), QStringLiteral("password"), QStringLiteral("pw"));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QCOMPARE(*edited,
                 QByteArray("[remote]\n# a comment\nport = 1\npassword = \"pw\"\n\n[x]\ny = 2\n"));

        edited = GameConfigEditor::editString("# only a comment\r\n", QStringLiteral("c.toml"),
                                              QStringLiteral("remote"), QStringLiteral("password"),
                                              QStringLiteral("pw"));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QCOMPARE(*edited, QByteArray("# only a comment\r\n\r\n[remote]\r\npassword = \"pw\"\r\n"));
    }

    void editorReplacesMultiLineValue()
    {
        const auto edited = GameConfigEditor::editString(
            "[remote]\npassword = \"\"\"\nline1\nline2\"\"\" # c\nport = 2\n",
            QStringLiteral("c.toml"), QStringLiteral("remote"), QStringLiteral("password"),
            QStringLiteral("x"));
        QVERIFY2(edited, qPrintable(edited ? QString() : edited.error().message));
        QCOMPARE(*edited, QByteArray("[remote]\npassword = \"x\" # c\nport = 2\n"));
    }

    void editorRefusesBrokenFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        const QByteArray broken = "[remote]\npassword = = \"x\"\n";
        QVERIFY(writeFile(path, broken));
        const auto set = GameConfigEditor::setString(
            path, QStringLiteral("remote"), QStringLiteral("password"), QStringLiteral("y"));
        QVERIFY(!set);
        QCOMPARE(set.error().code, QStringLiteral("config.parse"));
        QVERIFY2(set.error().message.contains(QLatin1String(":2:")),
                 qPrintable(set.error().message));
        QCOMPARE(readFile(path), broken);
    }

    void editorWritesFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "[remote] # ICRP\npassword = 'lit' # secret\nport = 5\n"));
        const auto set = GameConfigEditor::setString(
            path, QStringLiteral("remote"), QStringLiteral("password"), QStringLiteral("new"));
        QVERIFY2(set, qPrintable(set ? QString() : set.error().message));
        QCOMPARE(readFile(path),
                 QByteArray("[remote] # ICRP\npassword = \"new\" # secret\nport = 5\n"));
    }

    void readStringReadsOneKey()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "[remote] # ICRP\npassword = 'lit' # secret\nport = 5\n"));
        const QString remote = QStringLiteral("remote");
        const auto password =
            GameConfigEditor::readString(path, remote, QStringLiteral("password"));
        QVERIFY2(password, qPrintable(password ? QString() : password.error().message));
        QCOMPARE(*password, std::optional<QString>(QStringLiteral("lit")));
        // Not a string, or not there: no value, no error.
        const auto port = GameConfigEditor::readString(path, remote, QStringLiteral("port"));
        QVERIFY(port && !*port);
        const auto none = GameConfigEditor::readString(path, QStringLiteral("x"), remote);
        QVERIFY(none && !*none);

        const QString broken = dir.filePath(QStringLiteral("broken.toml"));
        QVERIFY(writeFile(broken, "[remote]\npassword = = \"x\"\n"));
        GameConfigEditor::ParseError where;
        const auto read = GameConfigEditor::readString(broken, remote, remote, &where);
        QVERIFY(!read);
        QCOMPARE(read.error().code, QStringLiteral("config.parse"));
        QCOMPARE(where.line, 2);
        QVERIFY(where.column > 0 && !where.description.isEmpty());
        const auto missing =
            GameConfigEditor::readString(dir.filePath(QStringLiteral("none")), remote, remote);
        QCOMPARE(missing ? QString() : missing.error().code, QStringLiteral("config.missing"));
    }

    // A password written into a file others may read (0644, as editors leave it) ends at 0600;
    // the other keys stay as they were.
    void secretEndsReadableByOwnerOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.toml"));
        QVERIFY(writeFile(path, "[remote]\nport = 5\n"));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        const auto set = GameConfigEditor::setSecretString(
            path, QStringLiteral("remote"), QStringLiteral("password"), QStringLiteral("s3cret"));
        QVERIFY2(set, qPrintable(set ? QString() : set.error().message));
        QCOMPARE(readFile(path), QByteArray("[remote]\nport = 5\npassword = \"s3cret\"\n"));
        struct stat st
        {
        };
        QVERIFY(::stat(QFile::encodeName(path).constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0600));
    }

    // A file the user picks might be anything: refused at once, before any read can block
    // (a FIFO with no writer, a device) or fill memory; the path is left as it was.
    void editorRefusesWhatIsNotAConfigFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("code");
        QTest::newRow("device") << QStringLiteral("/dev/zero")
                                << QStringLiteral("config.not-a-file");
        QTest::newRow("fifo") << QStringLiteral("fifo") << QStringLiteral("config.not-a-file");
        QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("config.not-a-file");
        QTest::newRow("100 MB") << QStringLiteral("huge") << QStringLiteral("config.too-large");
        QTest::newRow("missing") << QStringLiteral("missing") << QStringLiteral("config.missing");
    }

    void editorRefusesWhatIsNotAConfigFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, code);
        QTemporaryDir dir;
        QString path = dir.filePath(kind);
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir(dir.path()).mkdir(kind));
        } else if (kind == QLatin1String("huge")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(100 * 1024 * 1024)); // sparse: no 100 MB written
        } else if (kind.startsWith(u'/')) {
            path = kind;
        }
        const auto set = GameConfigEditor::setString(
            path, QStringLiteral("remote"), QStringLiteral("password"), QStringLiteral("x"));
        QVERIFY(!set);
        QCOMPARE(set.error().code, code);
        QVERIFY2(set.error().message.contains(QLatin1String("config.toml")),
                 qPrintable(set.error().message));
        if (kind == QLatin1String("huge"))
            QCOMPARE(QFileInfo(path).size(), qint64(100 * 1024 * 1024));
    }
};

QTEST_GUILESS_MAIN(TestGameConfigEditor)
#include "TestGameConfigEditor.moc"
