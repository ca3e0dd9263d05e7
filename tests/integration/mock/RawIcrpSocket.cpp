#include "RawIcrpSocket.h"

#include "icrp/protocol/IcrpAuth.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

RawIcrpSocket::RawIcrpSocket(QObject *parent) : QObject(parent)
{
    connect(&m_socket, &QWebSocket::textMessageReceived, this,
            [this](const QString &text) { onText(text); });
    connect(&m_socket, &QWebSocket::disconnected, this, [this] {
        m_closed = true;
        m_closeCode = int(m_socket.closeCode());
        m_closeReason = m_socket.closeReason();
    });
}

RawIcrpSocket::~RawIcrpSocket()
{
    // Qt 6.4's ~QWebSocket leaks its close reason when it has to close an open socket itself;
    // drop the connection first.
    m_socket.disconnect(this);
    if (m_socket.state() != QAbstractSocket::UnconnectedState)
        m_socket.abort();
}

void RawIcrpSocket::onText(const QString &text)
{
    m_frames << text;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    const QString method = o.value(u"method").toString();
    if (method == QLatin1String("ic/hello")) {
        m_hello = o.value(u"params").toObject();
    } else if (method == QLatin1String("ic/event")) {
        m_events << o.value(u"params").toObject();
        m_eventFrames << text;
    } else if (o.contains(u"id")) {
        m_answers.insert(o.value(u"id").toInt(), o);
    }
    Q_EMIT frameReceived();
}

bool RawIcrpSocket::waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    if (m_closed)
        return false;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &RawIcrpSocket::frameReceived, &loop, [&] {
        if (done())
            loop.quit();
    });
    connect(&m_socket, &QWebSocket::disconnected, &loop, &QEventLoop::quit);
    timer.start(timeoutMs);
    loop.exec();
    return done();
}

bool RawIcrpSocket::open(const QUrl &url, int timeoutMs)
{
    m_socket.open(url);
    return waitUntil([this] { return !m_hello.isEmpty(); }, timeoutMs);
}

QJsonObject RawIcrpSocket::identify(const QString &tier, const QString &password,
                                    const QStringList &subscriptions, const QString &clientName)
{
    QJsonObject params{
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), tier},
        {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)},
        {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), clientName},
                                               {QStringLiteral("version"), QStringLiteral("1.0")}}},
    };
    const QJsonObject auth = m_hello.value(u"authentication").toObject();
    if (!auth.isEmpty() && !password.isNull())
        params.insert(QStringLiteral("authentication"),
                      icrp::IcrpAuth::response(password, auth.value(u"salt").toString(),
                                               auth.value(u"challenge").toString()));
    m_lastAnswer = call(QStringLiteral("ic/identify"), params);
    return m_lastAnswer;
}

bool RawIcrpSocket::connectAs(const QUrl &url, const QString &tier, const QString &password,
                              const QStringList &subscriptions, const QString &clientName)
{
    if (!open(url))
        return false;
    return identify(tier, password, subscriptions, clientName).contains(u"result");
}

int RawIcrpSocket::send(const QString &method, const QJsonValue &params)
{
    const int id = m_nextId++;
    QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("id"), id},
                        {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        request.insert(QStringLiteral("params"), params);
    m_socket.sendTextMessage(
        QString::fromUtf8(QJsonDocument(request).toJson(QJsonDocument::Compact)));
    return id;
}

QJsonObject RawIcrpSocket::waitAnswer(int id, int timeoutMs)
{
    waitUntil([this, id] { return m_answers.contains(id); }, timeoutMs);
    return m_answers.take(id);
}

QJsonObject RawIcrpSocket::call(const QString &method, const QJsonValue &params, int timeoutMs)
{
    return waitAnswer(send(method, params), timeoutMs);
}

void RawIcrpSocket::clearEvents()
{
    m_events.clear();
    m_eventFrames.clear();
}

bool RawIcrpSocket::waitForClose(int timeoutMs)
{
    return waitUntil([this] { return m_closed; }, timeoutMs);
}

int RawIcrpSocket::errorCode(const QJsonObject &answer)
{
    return answer.value(u"error").toObject().value(u"code").toInt();
}

QString RawIcrpSocket::errorMessage(const QJsonObject &answer)
{
    return answer.value(u"error").toObject().value(u"message").toString();
}
