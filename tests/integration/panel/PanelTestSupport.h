#pragma once
// Helpers for the panel's integration tests: a capture of every log line, a scan of the
// panel's config, data and cache folders for a secret, and a guard that the tests run inside
// scripts/test-session.sh (a throw-away keyring, never the user's own).
//
// A test function that needs the session skips outside it (PANEL_REQUIRE_TEST_SESSION). Qt
// Test counts a skip as a pass and exits 0, so ctest would report such a run as passed:
// PANEL_TEST_MAIN instead exits 77 when a function skipped for want of the session and none
// failed, and the test's SKIP_RETURN_CODE 77 makes ctest report it as skipped.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMutex>
#include <QStandardPaths>
#include <QStringList>
#include <QtTest>
#include <cstdio>

namespace paneltest {

inline QMutex &logMutex()
{
    static QMutex mutex;
    return mutex;
}

inline QStringList &capturedLines()
{
    static QStringList lines;
    return lines;
}

inline QtMessageHandler &previousHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

inline void captureHandler(QtMsgType type, const QMessageLogContext &context, const QString &msg)
{
    {
        QMutexLocker lock(&logMutex());
        capturedLines().append(msg);
    }
    if (previousHandler())
        previousHandler()(type, context, msg);
}

/// Records every qDebug/qInfo/qWarning line of this process from now on.
inline void captureLogs()
{
    previousHandler() = qInstallMessageHandler(captureHandler);
}

inline QStringList logLines()
{
    QMutexLocker lock(&logMutex());
    return capturedLines();
}

/// The folders the panel may write to: XDG config, data and cache (set by test-session.sh).
inline QStringList panelFolders()
{
    return {QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation),
            QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)};
}

/// Files under `folders` whose bytes contain `secret` (as UTF-8).
inline QStringList filesContaining(const QStringList &folders, const QString &secret)
{
    QStringList hits;
    const QByteArray needle = secret.toUtf8();
    for (const QString &folder : folders) {
        QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
                hits.append(path);
        }
    }
    return hits;
}

/// True inside scripts/test-session.sh; the tests never touch a real user's keychain.
inline bool inTestSession()
{
    return qEnvironmentVariableIsSet("IC_TEST_SESSION");
}

/// Set when a test function skipped because the session is missing.
inline bool &skippedForSession()
{
    static bool skipped = false;
    return skipped;
}

/// The exit code of the test program, from Qt Test's (the number of failed functions): 77
/// ("skipped", the tests' SKIP_RETURN_CODE) when nothing failed but a function skipped for want
/// of the session; 77 failures are reported as 78, so that they never read as a skip.
inline int sessionExitCode(int qtestResult)
{
    if (qtestResult == 0 && skippedForSession()) {
        std::fputs("Skipped: parts of this test need the desktop session; run it under "
                   "scripts/test-session.sh\n",
                   stderr);
        return 77;
    }
    return qtestResult == 77 ? 78 : qtestResult;
}

} // namespace paneltest

#define PANEL_REQUIRE_TEST_SESSION()                                                               \
    do {                                                                                           \
        if (!paneltest::inTestSession()) {                                                         \
            paneltest::skippedForSession() = true;                                                 \
            QSKIP("Run under scripts/test-session.sh (a throw-away keyring and XDG folders)");     \
        }                                                                                          \
    } while (false)

/// QTEST_GUILESS_MAIN, ending with paneltest::sessionExitCode (set SKIP_RETURN_CODE 77).
#define PANEL_TEST_MAIN(TestObject)                                                                \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        QTest::Internal::callInitMain<TestObject>();                                               \
        QCoreApplication app(argc, argv);                                                          \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                   \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return paneltest::sessionExitCode(QTest::qExec(&tc, argc, argv));                          \
    }
