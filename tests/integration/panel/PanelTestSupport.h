#pragma once
// Helpers for the panel's integration tests: a capture of every log line, a scan of the
// panel's config, data and cache folders for a secret, and a guard that the tests run inside
// scripts/test-session.sh (a throw-away keyring, never the user's own).

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMutex>
#include <QStandardPaths>
#include <QStringList>
#include <QtTest>

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

} // namespace paneltest

#define PANEL_REQUIRE_TEST_SESSION()                                                               \
    do {                                                                                           \
        if (!paneltest::inTestSession())                                                           \
            QSKIP("Run under scripts/test-session.sh (a throw-away keyring and XDG folders)");     \
    } while (false)
