// SecretStore against the real keychain (gnome-keyring under scripts/test-session.sh) and, in a
// child process without any D-Bus session, its session-only fallback.

#include "PanelTestSupport.h"

#include "panel/Panel.h"
#include "secrets/SecretStore.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>
#include <optional>
#include <qt6keychain/keychain.h>

using icsecrets::SecretResult;
using icsecrets::SecretStore;

namespace {

struct Waiter
{
    std::optional<SecretResult> result;
    SecretStore::Callback callback()
    {
        return [this](const SecretResult &r) { result = r; };
    }
};

} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keysAreNamespacedByProfile();
    void writeReadDeleteInRealKeychain();
    void readOfMissingKeyIsNotFound();
    void noKeychainKeepsSecretsForTheSession();
    void storeGoneWhileTheKeychainAnswers();
    void busWithoutSecretServiceIsKnownAtOnce();
    // Runs only as the child of noKeychainKeepsSecretsForTheSession.
    void childWithoutKeychain();
    // Runs only as the child of busWithoutSecretServiceIsKnownAtOnce.
    void childOnBusWithoutSecretService();
};

void TestSecretStore::keysAreNamespacedByProfile()
{
    QCOMPARE(SecretStore::profileKey(QStringLiteral("Demo")),
             QStringLiteral("profile/Demo/icrp-password"));
    QCOMPARE(SecretStore::profileKey(QStringLiteral("Cup"), QStringLiteral("token")),
             QStringLiteral("profile/Cup/token"));
    QCOMPARE(SecretStore().service(), QStringLiteral("ic-control-panel"));
}

void TestSecretStore::writeReadDeleteInRealKeychain()
{
    PANEL_REQUIRE_TEST_SESSION();
    SecretStore store;
    const QString key = SecretStore::profileKey(QStringLiteral("Keychain Test"));
    const QString secret = QStringLiteral("kc-secret-Zq7w2");

    Waiter written;
    store.write(key, secret, written.callback());
    QTRY_VERIFY_WITH_TIMEOUT(written.result.has_value(), 10000);
    QVERIFY2(written.result->ok(),
             qPrintable(written.result->ok() ? QString() : written.result->error().message));
    QCOMPARE(store.backend(), SecretStore::Backend::Keychain);
    QVERIFY(store.notice().isEmpty());

    Waiter read;
    store.read(key, read.callback());
    QTRY_VERIFY_WITH_TIMEOUT(read.result.has_value(), 10000);
    QVERIFY(read.result->ok());
    QCOMPARE(read.result->value(), secret);

    // The Secret Service holds it under our service name and the namespaced key.
    QProcess search;
    search.start(QStringLiteral("secret-tool"),
                 {QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("xdg:schema"),
                  QStringLiteral("org.qt.keychain")});
    QVERIFY(search.waitForFinished(10000));
    const QString listing =
        QString::fromUtf8(search.readAllStandardOutput() + search.readAllStandardError());
    QVERIFY2(listing.contains(QStringLiteral("attribute.user = ") + key), qPrintable(listing));
    QVERIFY2(listing.contains(QStringLiteral("attribute.server = ic-control-panel")),
             qPrintable(listing));

    // Secrets are in the keychain only, never in a file of ours.
    QVERIFY(paneltest::filesContaining(paneltest::panelFolders(), secret).isEmpty());

    Waiter removed;
    store.remove(key, removed.callback());
    QTRY_VERIFY_WITH_TIMEOUT(removed.result.has_value(), 10000);
    QVERIFY(removed.result->ok());

    Waiter gone;
    store.read(key, gone.callback());
    QTRY_VERIFY_WITH_TIMEOUT(gone.result.has_value(), 10000);
    QVERIFY(!gone.result->ok());
    QVERIFY(icsecrets::isNotFound(*gone.result));
}

void TestSecretStore::readOfMissingKeyIsNotFound()
{
    PANEL_REQUIRE_TEST_SESSION();
    SecretStore store;
    Waiter read;
    store.read(SecretStore::profileKey(QStringLiteral("never stored")), read.callback());
    QTRY_VERIFY_WITH_TIMEOUT(read.result.has_value(), 10000);
    QVERIFY(!read.result->ok());
    QVERIFY(icsecrets::isNotFound(*read.result));
    QVERIFY(read.result->error().message.isEmpty());
    QCOMPARE(store.backend(), SecretStore::Backend::Keychain);

    // Deleting what is not there is fine.
    Waiter removed;
    store.remove(SecretStore::profileKey(QStringLiteral("never stored")), removed.callback());
    QTRY_VERIFY_WITH_TIMEOUT(removed.result.has_value(), 10000);
    QVERIFY(removed.result->ok());
}

void TestSecretStore::noKeychainKeepsSecretsForTheSession()
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
               QStringLiteral("unix:path=/nonexistent"));
    env.insert(QStringLiteral("IC_SECRETS_CHILD"), QStringLiteral("1"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("childWithoutKeychain")});
    QVERIFY(child.waitForFinished(30000));
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    const QString err = QString::fromUtf8(child.readAllStandardError());
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
             qPrintable(out + err));
    QVERIFY2(out.contains(QStringLiteral("PASS   : TestSecretStore::childWithoutKeychain")),
             qPrintable(out + err));
    QVERIFY2(out.contains(SecretStore::sessionOnlyNotice()), qPrintable(out));
    QVERIFY(!out.contains(QStringLiteral("child-only-secret")));
    QVERIFY(!err.contains(QStringLiteral("child-only-secret")));
}

void TestSecretStore::storeGoneWhileTheKeychainAnswers()
{
    // A panel closed at once after it started: its store goes while the keychain still works
    // on a read. The job finishes on its own later, calls nobody back and goes away.
    bool called = false;
    {
        SecretStore store;
        store.read(SecretStore::profileKey(QStringLiteral("gone"), QStringLiteral("probe")),
                   [&called](const icsecrets::SecretResult &) { called = true; });
        QVERIFY(!qApp->findChildren<QKeychain::Job *>().isEmpty());
    }
    QTRY_VERIFY_WITH_TIMEOUT(qApp->findChildren<QKeychain::Job *>().isEmpty(), 10000);
    QVERIFY(!called);
}

void TestSecretStore::busWithoutSecretServiceIsKnownAtOnce()
{
    // A private session bus of our own that knows no services (so none is activatable): no
    // gnome-keyring, running or startable.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile config(dir.filePath(QStringLiteral("bus.conf")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(
        QStringLiteral("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration "
                       "1.0//EN\" \"http://www.freedesktop.org/standards/dbus/1.0/"
                       "busconfig.dtd\">\n<busconfig><type>session</type>"
                       "<listen>unix:dir=%1</listen><auth>EXTERNAL</auth>"
                       "<policy context=\"default\"><allow send_destination=\"*\"/>"
                       "<allow receive_sender=\"*\"/>"
                       "<allow own=\"*\"/></policy></busconfig>\n")
            .arg(dir.path())
            .toUtf8());
    config.close();
    QProcess bus;
    bus.start(QStringLiteral("dbus-daemon"),
              {QStringLiteral("--nofork"), QStringLiteral("--print-address=1"),
               QStringLiteral("--config-file=") + config.fileName()});
    QVERIFY2(bus.waitForStarted(10000), qPrintable(bus.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(bus.canReadLine(), 10000);
    const QString address = QString::fromUtf8(bus.readLine()).trimmed();
    QVERIFY2(address.startsWith(QLatin1String("unix:")), qPrintable(address));

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), address);
    env.insert(QStringLiteral("IC_SECRETS_CHILD"), QStringLiteral("1"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QStringLiteral("childOnBusWithoutSecretService")});
    QVERIFY(child.waitForFinished(30000));
    bus.terminate();
    bus.waitForFinished(5000);
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    const QString err = QString::fromUtf8(child.readAllStandardError());
    QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
             qPrintable(out + err));
    QVERIFY2(
        out.contains(QStringLiteral("PASS   : TestSecretStore::childOnBusWithoutSecretService")),
        qPrintable(out + err));
}

void TestSecretStore::childOnBusWithoutSecretService()
{
    if (!qEnvironmentVariableIsSet("IC_SECRETS_CHILD"))
        QSKIP("runs as the child of busWithoutSecretServiceIsKnownAtOnce");
    // A retry would come only after ten minutes, long after QTRY gives up.
    SecretStore::Options options;
    options.retryDelayMs = 600'000;
    SecretStore store(options);
    QSignalSpy retries(&store, &SecretStore::retryScheduled);
    QSignalSpy switched(&store, &SecretStore::backendChanged);

    Waiter written;
    store.write(SecretStore::profileKey(QStringLiteral("Bus")), QStringLiteral("bus-only-7Hq2"),
                written.callback());
    QTRY_VERIFY_WITH_TIMEOUT(written.result.has_value(), 10000);
    QVERIFY(written.result->ok());
    QCOMPARE(store.backend(), SecretStore::Backend::SessionOnly);
    QCOMPARE(switched.size(), 1);
    QCOMPARE(retries.size(), 0);
}

void TestSecretStore::childWithoutKeychain()
{
    if (!qEnvironmentVariableIsSet("IC_SECRETS_CHILD"))
        QSKIP("runs as the child of noKeychainKeepsSecretsForTheSession");
    SecretStore::Options options;
    options.retryDelayMs = 50;
    SecretStore store(options);
    QSignalSpy switched(&store, &SecretStore::backendChanged);
    QSignalSpy retries(&store, &SecretStore::retryScheduled);
    const QString key = SecretStore::profileKey(QStringLiteral("Offline"));
    const QString secret = QStringLiteral("child-only-secret-4Kp9");

    Waiter written;
    store.write(key, secret, written.callback());
    QTRY_VERIFY_WITH_TIMEOUT(written.result.has_value(), 20000);
    QVERIFY2(written.result->ok(),
             qPrintable(written.result->ok() ? QString() : written.result->error().message));
    QCOMPARE(store.backend(), SecretStore::Backend::SessionOnly);
    QCOMPARE(switched.size(), 1);
    QCOMPARE(retries.size(), 0); // no session bus at all: known at once, not retried
    QCOMPARE(store.notice(), SecretStore::sessionOnlyNotice());
    std::printf("notice: %s\n", qPrintable(store.notice()));
    std::fflush(stdout);

    Waiter read;
    store.read(key, read.callback());
    QTRY_VERIFY(read.result.has_value());
    QVERIFY(read.result->ok());
    QCOMPARE(read.result->value(), secret);

    Waiter removed;
    store.remove(key, removed.callback());
    QTRY_VERIFY(removed.result.has_value());
    QVERIFY(removed.result->ok());
    Waiter gone;
    store.read(key, gone.callback());
    QTRY_VERIFY(gone.result.has_value());
    QVERIFY(icsecrets::isNotFound(*gone.result));

    // Never a file.
    QVERIFY(paneltest::filesContaining(paneltest::panelFolders(), secret).isEmpty());

    // The Panel tells the window.
    icpanel::Panel::Options panelOptions;
    panelOptions.keychainRetryDelayMs = 50;
    icpanel::Panel panel(panelOptions);
    QSignalSpy unavailable(&panel, &icpanel::Panel::keychainUnavailable);
    QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 20000);
    QCOMPARE(unavailable.at(0).at(0).toString(), SecretStore::sessionOnlyNotice());
}

PANEL_TEST_MAIN(TestSecretStore)
#include "TestSecretStore.moc"
