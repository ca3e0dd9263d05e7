// Without a Secret Service the window says so plainly and the panel keeps the password for
// this session only. The check runs in a child copy of this test whose D-Bus session address
// points nowhere, so QtKeychain finds no keychain exactly as on a desktop without one.

#include "ResultCheck.h"
#include "ui/MainWindow.h"

#include "PanelProbe.h"
#include "panel/Panel.h"
#include "panel/ProfileStore.h"
#include "secrets/SecretStore.h"

#include "mock/MockGame.h"

#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using icpanel::Panel;

namespace {
const char *const kChildVariable = "IC_GUI_NO_KEYCHAIN_CHILD";
}

class TestNoKeychain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void windowSaysKeychainIsMissing();
    void child_sessionOnlyNotice();
};

void TestNoKeychain::windowSaysKeychainIsMissing()
{
    if (qEnvironmentVariableIsSet(kChildVariable))
        QSKIP("runs in the parent only");
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
               QStringLiteral("unix:path=/nonexistent"));
    env.insert(QString::fromLatin1(kChildVariable), QStringLiteral("1"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("child_sessionOnlyNotice")});
    QVERIFY(child.waitForStarted(10000));
    QVERIFY(child.waitForFinished(30000));
    const QString output = QString::fromLocal8Bit(child.readAll());
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
             qPrintable(output));
    QVERIFY2(output.contains(QLatin1String("PASS   : TestNoKeychain::child_sessionOnlyNotice")),
             qPrintable(output));
}

void TestNoKeychain::child_sessionOnlyNotice()
{
    if (!qEnvironmentVariableIsSet(kChildVariable))
        QSKIP("runs in the child started by windowSaysKeychainIsMissing");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    icmock::MockOptions options;
    options.port = 0;
    options.password = QStringLiteral("session-Only-4hJ7pQ2w");
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    icmock::MockGame game(options);
    IC_VERIFY_OK(game.start());

    Panel::Options po;
    po.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
    po.keychainRetryDelayMs = 20;
    po.pingIntervalMs = 200;
    Panel panel(po);
    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("No Keychain");
    profile.url = QUrl(game.url());
    IC_VERIFY_OK(panel.profiles()->save(profile));

    icui::MainWindow window(panel);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    panel.connectWithPassword(profile.name, options.password, true);

    QLabel *notice = window.findChild<QLabel *>(QStringLiteral("keychainNotice"));
    QVERIFY(notice);
    QTRY_VERIFY_WITH_TIMEOUT(notice->isVisible(), 10000);
    QCOMPARE(notice->text(), icsecrets::SecretStore::sessionOnlyNotice());
    QVERIFY(icpanel::PanelProbe::secrets(panel)->isSessionOnly());
    // The password still works for this session.
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), Panel::Status::Connected, 10000);
    bool read = false;
    QString stored;
    panel.readPassword([&](const ic::Result<QString> &password) {
        read = password.ok();
        stored = password.valueOr(QString());
    });
    QTRY_VERIFY(read);
    QCOMPARE(stored, options.password);
    panel.disconnectFromGame();
    game.stop();
}

QTEST_MAIN(TestNoKeychain)
#include "TestNoKeychain.moc"
