#pragma once
// Turns SIGINT and SIGTERM into a Qt signal on the event loop: the handler only writes the
// signal number into a socket pair, a QSocketNotifier reads it (no polling, no work in the
// handler; errno is kept). One instance at a time. Used by ic-panel, ic-remote-mock and ic-tool.

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace ic {

class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    /// Whether a blocking system call the signal interrupts is restarted (the event loop's
    /// default) or fails with EINTR (a blocking terminal prompt that Ctrl-C must end).
    enum class BlockingCalls { Restart, Interrupt };

    explicit SignalWatcher(BlockingCalls blockingCalls = BlockingCalls::Restart,
                           QObject *parent = nullptr);
    /// Restores the previous handlers.
    ~SignalWatcher() override;

    /// False when the socket pair could not be made (the signals then keep their defaults).
    bool isActive() const;

Q_SIGNALS:
    void signalReceived(int signalNumber);

private:
    void readSignal();

    int m_fds[2] = {-1, -1};
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace ic
