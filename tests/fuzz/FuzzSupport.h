#pragma once
// What the fuzz targets share: a QCoreApplication for the whole run and quiet logging (a fuzz
// run makes millions of inputs; their log lines would cost more than the code under test).
// IC_FUZZ_LOG=1 in the environment keeps the log, to see what an input does.

#include <QCoreApplication>
#include <QEvent>
#include <QtGlobal>

namespace fuzz {

inline void startQt()
{
    static int argc = 1;
    static char name[] = "ic-fuzz";
    static char *argv[] = {name, nullptr};
    if (qEnvironmentVariableIsEmpty("IC_FUZZ_LOG"))
        qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
    static QCoreApplication app(argc, argv);
}

/// Runs what the input left queued (zero-time timers, deleteLater) so the next input starts
/// clean and LeakSanitizer sees nothing pending.
inline void settle()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

} // namespace fuzz
