#pragma once
// N WebSocket clients living on their own thread. In ICRP mode each one identifies (no
// password, or as a tool with its token at the panel's gateway) and subscribes to one
// category, in JSON or, when asked, in MessagePack (Accept: application/msgpack; then every
// frame is binary); in raw mode they just connect. They count the
// messages they receive and read the send timestamp each message carries, to measure
// throughput and latency of a server's fan-out from the outside.

#include <QJsonObject>
#include <QObject>
#include <QUrl>
#include <QVector>
#include <QWebSocket>
#include <functional>
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
    /// ICRP mode: ask for MessagePack at the handshake (before start()).
    void setMessagePack(bool messagePack) { m_messagePack = messagePack; }

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
    void onBinary(int index, const QByteArray &bytes);
    /// A handshake message (the hello, the identify's answer) while not measuring: answers
    /// the hello with the identify (`send`), counts an identified client.
    void onHandshake(const QJsonObject &message, const std::function<void(QJsonObject)> &send);
    /// One event received by client `index`, sent at `stampUs` (-1: unknown).
    void onEvent(int index, qint64 stampUs);
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
    bool m_messagePack = false;
};
