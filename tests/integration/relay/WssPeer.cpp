#include "WssPeer.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QTimer>

WssPeer::WssPeer(const QSslCertificate &ca, QObject *parent) : QObject(parent)
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setCaCertificates({ca});
    tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
    m_socket.setSslConfiguration(tls);
    connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
        m_frames.append(QJsonDocument::fromJson(text.toUtf8()).object());
    });
    connect(&m_socket, &QWebSocket::sslErrors, this, [this] { m_tlsFailed = true; });
    connect(&m_socket, &QWebSocket::disconnected, this, [this] {
        m_closed = true;
        m_closeCode = int(m_socket.closeCode());
    });
}

bool WssPeer::waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    const auto check = [&] {
        if (done() || m_closed)
            loop.quit();
    };
    connect(&m_socket, &QWebSocket::textMessageReceived, &loop, check, Qt::QueuedConnection);
    connect(&m_socket, &QWebSocket::disconnected, &loop, check, Qt::QueuedConnection);
    timeout.start(timeoutMs);
    loop.exec();
    return done();
}

bool WssPeer::open(quint16 port, const QString &token, int timeoutMs)
{
    QNetworkRequest request(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(port)));
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    m_socket.open(request);
    return waitUntil([this] { return !m_frames.isEmpty() || m_closed; }, timeoutMs) &&
           !m_frames.isEmpty();
}

int WssPeer::send(const QString &method, const QJsonValue &params)
{
    const int id = m_nextId++;
    QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("id"), id},
                        {QStringLiteral("method"), method}};
    if (!params.isUndefined())
        request.insert(QStringLiteral("params"), params);
    m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(request).toJson()));
    return id;
}

QJsonObject WssPeer::waitAnswer(int id, int timeoutMs)
{
    QJsonObject found;
    waitUntil(
        [&] {
            for (const QJsonObject &f : std::as_const(m_frames)) {
                if (f.value(QStringLiteral("id")).toInt(-1) == id) {
                    found = f;
                    return true;
                }
            }
            return false;
        },
        timeoutMs);
    return found;
}

bool WssPeer::waitForFrames(int count, int timeoutMs)
{
    return waitUntil([&] { return m_frames.size() >= count; }, timeoutMs);
}

bool WssPeer::waitClosed(int timeoutMs)
{
    waitUntil([this] { return m_closed; }, timeoutMs);
    return m_closed;
}

QJsonObject WssPeer::identify(const QString &tier, const QString &authentication)
{
    QJsonObject params{{QStringLiteral("icrpVersion"),
                        QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                                    {QStringLiteral("max"), QStringLiteral("1.0")}}},
                       {QStringLiteral("tier"), tier},
                       {QStringLiteral("client"),
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("relay-test")}}}};
    if (!authentication.isEmpty())
        params.insert(QStringLiteral("authentication"), authentication);
    return waitAnswer(send(QStringLiteral("ic/identify"), params));
}

bool WssPeer::identifyAs(quint16 port, const QString &token, const QString &tier)
{
    return open(port, token) && identify(tier).contains(QStringLiteral("result"));
}

QJsonObject WssPeer::call(const QString &method, const QJsonObject &params, int timeoutMs)
{
    return waitAnswer(send(method, params), timeoutMs);
}

int WssPeer::errorCode(const QJsonObject &answer)
{
    return answer.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt();
}

QString WssPeer::errorMessage(const QJsonObject &answer)
{
    return answer.value(QStringLiteral("error"))
        .toObject()
        .value(QStringLiteral("message"))
        .toString();
}

QString WssPeer::errorReason(const QJsonObject &answer)
{
    return answer.value(QStringLiteral("error"))
        .toObject()
        .value(QStringLiteral("data"))
        .toObject()
        .value(QStringLiteral("reason"))
        .toString();
}
