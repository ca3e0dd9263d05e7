#include "panel/HeadlessRunner.h"
#include "panel/Tr.h"

#include "panel/LogModel.h"
#include "panel/ProfileStore.h"

#include "common/ForeignText.h"
#include "common/SignalWatcher.h"

#include <QCoreApplication>

#include <atomic>
#include <cstdio>

namespace icpanel {

namespace {

/// A status line on stdout. What it says may come from others (the game's server name, a
/// reason it gave): escaped like every log line.
void out(const QString &line)
{
    std::fputs(qPrintable(ic::ForeignText::escaped(line) + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

/// The handler the escaping one passes the escaped message to (Qt's own, or a test's).
std::atomic<QtMessageHandler> previousHandler{nullptr};

/// Every log line of the process (any thread) with its foreign characters escaped before it
/// reaches the terminal: a tool's output (the Log's "[tool] …" lines), a game's texts.
void escapingHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QString safe = ic::ForeignText::escaped(message);
    if (const QtMessageHandler previous = previousHandler.load())
        previous(type, context, safe);
    else // only while the handler is being installed
        std::fputs(qPrintable(qFormatLogMessage(type, context, safe) + QLatin1Char('\n')), stderr);
}

} // namespace

void HeadlessRunner::escapeLogLines()
{
    static const bool installed = [] {
        previousHandler.store(qInstallMessageHandler(escapingHandler));
        return true;
    }();
    Q_UNUSED(installed)
}

HeadlessRunner::HeadlessRunner(Panel &panel, const PanelCommandLine &commandLine, QObject *parent)
    : QObject(parent), m_panel(panel), m_commandLine(commandLine)
{
    escapeLogLines();
}

bool HeadlessRunner::start()
{
    if (!m_commandLine.headless())
        out(Tr::tr("No display available: running headless (status on this terminal)."));
    else
        out(Tr::tr("Running headless."));

    auto *shutdown = new ic::SignalWatcher(ic::SignalWatcher::BlockingCalls::Restart, this);
    connect(shutdown, &ic::SignalWatcher::signalReceived, this, [this](int) {
        m_panel.disconnectFromGame();
        QCoreApplication::quit();
    });
    connect(&m_panel, &Panel::statusChanged, this,
            [](Panel::Status, const QString &text) { out(text); });
    connect(&m_panel, &Panel::keychainUnavailable, this,
            [](const QString &message) { out(message); });
    // Asked only when neither the keychain nor $ICRP_PASSWORD has one (the panel tries both).
    connect(&m_panel, &Panel::passwordNeeded, this, [](const QString &profile) {
        out(Tr::tr("No password is stored for \"%1\": set ICRP_PASSWORD to give one.")
                .arg(profile));
    });
    connect(&m_panel, &Panel::infoChanged, this, [this] {
        static QString last;
        const QString line =
            Tr::tr("Server: %1, ICRP %2").arg(m_panel.serverName(), m_panel.icrpVersion());
        if (!m_panel.serverName().isEmpty() && line != last) {
            last = line;
            out(line);
        }
    });
    return startConnection(m_panel, m_commandLine);
}

bool HeadlessRunner::startConnection(Panel &panel, const PanelCommandLine &commandLine)
{
    ic::Result<void> started = ic::success();
    if (commandLine.demo()) {
        started = panel.startDemo();
    } else if (!commandLine.connectUrl().isEmpty()) {
        started = panel.connectUrl(commandLine.connectUrl());
    } else if (!commandLine.profileName().isEmpty()) {
        started = panel.connectProfile(commandLine.profileName());
    } else {
        const QString last = panel.profiles()->lastUsed();
        const auto profile = panel.profiles()->profile(last);
        if (profile && profile->autoConnect)
            started = panel.connectProfile(last);
    }
    if (!started)
        std::fprintf(stderr, "ic-panel: %s\n",
                     qPrintable(ic::ForeignText::escaped(started.error().message)));
    return started.ok();
}

} // namespace icpanel
