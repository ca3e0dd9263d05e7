#pragma once
// N WebSocket clients living on their own thread. In ICRP mode each one identifies (no
// password, or as a tool with its token at the panel's gateway) and subscribes to one
// category; in raw mode they just connect. They count the
// messages they receive and read the send timestamp each message carries, to measure
// throughput and latency of a server's fan-out from the outside.

#include <QObject>
#include <QUrl>
#include <QVector>
#include <QWebSocket>
#include <memory>
#include <vector>

class ClientSwarm : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Raw, Icrp };

    ClientSwarm(Mode mode, QUrl url, int clients, QObject *parent = nullptr);
    ~ClientSwarm() override;
    /// Microseconds on the steady clock: the time base of the stamps the events carry.
    static qint64 nowUs();
    /// ICRP mode: identify as this installed tool with its token (the panel's gateway).
    void setTool(const QString &toolId, const QString &token);

public Q_SLOTS:
    /// Connects every client; emits ready() once all can receive events.
    void start();
    /// Starts a new measurement: every client expects `messages` messages.
    void expect(qint64 messages);
    void stop();

Q_SIGNALS:
    void ready();
    /// Every client has received the expected count. Latencies in microseconds, one per
    /// received message (send stamp to receive time).
    void done(QVector<qint64> latenciesUs);
    void failed(const QString &why);

private:
    void onText(int index, const QString &text);
    void checkDone();

    Mode m_mode;
    QUrl m_url;
    QString m_toolId;
    QString m_token;
    int m_count;
    std::vector<std::unique_ptr<QWebSocket>> m_sockets;
    QVector<qint64> m_received;
    QVector<qint64> m_latencies;
    qint64 m_expected = 0;
    int m_ready = 0;
    bool m_measuring = false;
};
