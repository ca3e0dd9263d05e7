#pragma once
// Turns SIGINT and SIGTERM into a Qt signal on the event loop: the handler only writes the
// signal number into a socket pair, a QSocketNotifier reads it (no polling, no work in the
// handler). One instance at a time.

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace ictool {

class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
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

} // namespace ictool
