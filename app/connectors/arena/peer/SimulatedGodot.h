#pragma once
// A stand-in for the seed's Godot simulation (its IPCClient): POSTs /tick at a steady rate
// (the seed's 60 per second by default) over one kept-alive connection, each tick with a few
// agents shaped as the seed's example (GodotPerception: written from the seed, none of the tick
// inspector's code), and reads the answers. A tick is sent
// only when the one before has been answered; a beat that comes while one is still out is
// skipped and counted.
// A tick that gets no answer at all (refused: the inspector is not listening; closed; timed
// out) stops the steady rate: the next goes after a growing delay (firstRetry, doubled each time
// up to longestRetry), so a simulation whose inspector is away does not knock four times a
// second. The first answer brings the steady rate back; retryNow() sends the next at once.

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <chrono>

namespace icconnectors::arena {

class PeerClient;

class SimulatedGodot final : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 5000;
        int ticksPerSecond = 60;
        int agents = 3;
        QString scene = QStringLiteral("foraging");
        /// Ticks to send before finished(); 0: until stop().
        qint64 count = 0;
        qint64 firstTick = 1;
        std::chrono::milliseconds timeout{5000};
        /// The first wait after a tick got no answer; doubled after each one up to longestRetry.
        std::chrono::milliseconds firstRetry{250};
        std::chrono::milliseconds longestRetry{2000};
    };

    explicit SimulatedGodot(Options options, QObject *parent = nullptr);
    ~SimulatedGodot() override;

    void start();
    void stop();
    /// While waiting after ticks that got no answer: the next tick goes now (the user opened
    /// the inspector). The delays go on growing until an answer comes.
    void retryNow();
    /// Whether the steady rate is off, waiting `retryDelay()` after ticks that got no answer.
    bool isBackingOff() const { return m_retryTimer.isActive(); }
    /// The wait scheduled after the last tick that got no answer; zero at the steady rate.
    std::chrono::milliseconds retryDelay() const { return m_scheduledRetry; }

    qint64 sent() const { return m_sent; }
    /// Answered with actions and no error.
    qint64 answered() const { return m_answered; }
    /// Answered with the seed's error response.
    qint64 errors() const { return m_errors; }
    /// No answer at all (refused, timed out, not HTTP 200 JSON).
    qint64 failures() const { return m_failures; }
    qint64 skipped() const { return m_skipped; }

Q_SIGNALS:
    void tickAnswered(qint64 tick, const QJsonObject &answer);
    void tickFailed(qint64 tick, const QString &why);
    /// `count` ticks have been answered or have failed.
    void finished();
    /// A tick got no answer: the next goes in `delay`, not at the steady rate.
    void retryScheduled(std::chrono::milliseconds delay);

private:
    void beat();
    void done(bool answered);
    void backOff();

    Options m_options;
    PeerClient *m_client;
    QTimer m_timer;
    QTimer m_retryTimer;
    std::chrono::milliseconds m_nextRetry;
    std::chrono::milliseconds m_scheduledRetry{0};
    qint64 m_next;
    bool m_running = false;
    bool m_waiting = false;
    qint64 m_sent = 0;
    qint64 m_answered = 0;
    qint64 m_errors = 0;
    qint64 m_failures = 0;
    qint64 m_skipped = 0;
};

} // namespace icconnectors::arena
