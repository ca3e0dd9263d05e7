#include "common/SignalWatcher.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace ic {

namespace {

int g_writeFd = -1;
struct sigaction g_oldInt
{
};
struct sigaction g_oldTerm
{
};

extern "C" void onSignal(int signalNumber)
{
    const int savedErrno = errno;
    const auto byte = static_cast<unsigned char>(signalNumber);
    if (g_writeFd >= 0)
        (void)!::write(g_writeFd, &byte, 1);
    errno = savedErrno;
}

} // namespace

SignalWatcher::SignalWatcher(BlockingCalls blockingCalls, QObject *parent) : QObject(parent)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0, m_fds) != 0) {
        m_fds[0] = m_fds[1] = -1;
        return;
    }
    g_writeFd = m_fds[1];
    m_notifier = std::make_unique<QSocketNotifier>(m_fds[0], QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, [this] { readSignal(); });

    struct sigaction sa
    {
    };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    // Without SA_RESTART a blocking read (ic-tool's password prompt) returns EINTR on Ctrl-C.
    sa.sa_flags = blockingCalls == BlockingCalls::Restart ? SA_RESTART : 0;
    ::sigaction(SIGINT, &sa, &g_oldInt);
    ::sigaction(SIGTERM, &sa, &g_oldTerm);
}

SignalWatcher::~SignalWatcher()
{
    if (m_fds[0] < 0)
        return;
    ::sigaction(SIGINT, &g_oldInt, nullptr);
    ::sigaction(SIGTERM, &g_oldTerm, nullptr);
    g_writeFd = -1;
    m_notifier.reset();
    ::close(m_fds[0]);
    ::close(m_fds[1]);
}

bool SignalWatcher::isActive() const
{
    return m_fds[0] >= 0;
}

void SignalWatcher::readSignal()
{
    unsigned char byte = 0;
    while (::read(m_fds[0], &byte, 1) == 1)
        Q_EMIT signalReceived(int(byte));
}

} // namespace ic
