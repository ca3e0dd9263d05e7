#pragma once
// Turns SIGINT and SIGTERM into a Qt signal on the event loop (self-pipe), so ic-remote-mock
// can close its sessions cleanly (4012) instead of dying mid-frame. One instance per process.

#include <QObject>
#include <memory>

class QSocketNotifier;

namespace icmock {

class ShutdownSignals : public QObject
{
    Q_OBJECT
public:
    explicit ShutdownSignals(QObject *parent = nullptr);
    ~ShutdownSignals() override;

    /// False when the handlers could not be installed (the process then dies on the signal).
    bool isActive() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void received(int signalNumber);

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace icmock
