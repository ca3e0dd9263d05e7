#pragma once
// A minimal IRC client (RFC 2812) for OA1: registers (NICK/USER; a nick in use is retried with
// "_" appended), answers PING at once, joins a channel, and sends PRIVMSG through a paced
// queue (at least minLineGapMs between lines, so a long answer does not trip the server's
// flood protection). A PRIVMSG must fit the 512-byte line the server relays to the others,
// which carries our prefix: textBudget() computes the room from our nick!user@host as the
// server's welcome (001) names it, or a conservative bound before that. Every line in and out
// is reported (lineSent/lineReceived) for the wire log; disconnected() says why, once.

#include "common/Result.h"
#include "connectors/oa1/wire/IrcMessage.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QQueue>
#include <QTcpSocket>
#include <QTimer>

namespace icconnectors::oa1 {

class IrcClient : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 6667;
        QString nick;
        QString user = QStringLiteral("oa1");
        QString realName = QStringLiteral("IC Control Panel OA1");
        int minLineGapMs = 1'000;
        /// How often a nick in use is retried with "_" appended.
        int nickRetries = 3;
    };

    /// The longest line a server sends or takes, CR LF included (RFC 2812 §2.3).
    static constexpr int kMaxLineBytes = 512;
    /// What we assume for a user@host we do not know yet: "~" + 9 + "@" + 63.
    static constexpr int kAssumedUserHostBytes = 74;

    explicit IrcClient(QObject *parent = nullptr);
    ~IrcClient() override;

    void connectToServer(const Options &options);
    void join(const QString &channel);
    /// Queues "PRIVMSG target :text" (sent once registered); an error after a disconnect, or
    /// when text holds CR, LF or NUL or does not fit textBudget(target).
    ic::Result<void> privmsg(const QString &target, const QByteArray &text);
    /// Queues "WHO nick": the server answers 352 (the nick's user and host) and 315 (the end),
    /// through messageReceived().
    void who(const QString &nick);
    /// Asks for another nick; nick() follows once the server confirms it.
    void changeNick(const QString &nick);
    /// Sends QUIT and closes.
    void quit(const QString &reason);

    bool isRegistered() const { return m_registered; }
    QString nick() const { return m_nick; }
    /// Bytes of PRIVMSG text to `target` that still fit one relayed line.
    int textBudget(const QString &target) const;
    int queuedLines() const { return int(m_queue.size()); }

Q_SIGNALS:
    void registered(const QString &nick);
    void joined(const QString &channel);
    void joinFailed(const QString &channel, const QString &reason);
    void messageReceived(const icconnectors::oa1::IrcMessage &message);
    void lineSent(const QByteArray &line);
    void lineReceived(const QByteArray &line);
    void disconnected(const QString &reason);

private:
    void sendNow(const QByteArray &line);
    void pump();
    void onReadyRead();
    void handle(const IrcMessage &message);
    void handleNumeric(const IrcMessage &message);
    void onWelcome(const IrcMessage &message);
    void finish(const QString &reason);

    Options m_options;
    QTcpSocket m_socket;
    QByteArray m_buffer;
    QString m_nick;
    QByteArray m_prefix; // nick!user@host as the server sees us
    bool m_registered = false;
    bool m_finished = false;
    int m_nickTries = 0;
    QQueue<QByteArray> m_queue;
    QTimer m_pace;
    QElapsedTimer m_sinceLast;
};

} // namespace icconnectors::oa1
