#include "RawHttp.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>

QJsonValue HttpReply::json() const
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isArray())
        return doc.array();
    if (doc.isObject())
        return doc.object();
    return QJsonValue(QJsonValue::Undefined);
}

namespace {

// Parses what arrived so far; true once a whole response is there.
bool parseResponse(const QByteArray &data, bool peerClosed, HttpReply *reply)
{
    const qsizetype end = data.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    const QList<QByteArray> lines = data.left(end).split('\n');
    const QList<QByteArray> statusLine = lines.constFirst().trimmed().split(' ');
    if (statusLine.size() < 2)
        return false;
    HttpReply r;
    r.status = statusLine.at(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            r.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
    }
    const QByteArray rest = data.mid(end + 4);
    if (r.headers.contains("content-length")) {
        const qsizetype length = r.headers.value("content-length").toLongLong();
        if (rest.size() < length)
            return false;
        r.body = rest.left(length);
    } else if (r.status == 204 || r.status == 304) {
        r.body.clear();
    } else if (!peerClosed) {
        return false;
    } else {
        r.body = rest;
    }
    *reply = r;
    return true;
}

} // namespace

HttpReply RawHttp::send(quint16 port, const QByteArray &method, const QByteArray &path,
                        const Headers &headers, const QByteArray &body, int timeoutMs)
{
    QByteArray text = method + ' ' + path + " HTTP/1.1\r\n";
    bool hasHost = false;
    for (const auto &[name, value] : headers) {
        hasHost = hasHost || name.compare("host", Qt::CaseInsensitive) == 0;
        text += name + ": " + value + "\r\n";
    }
    if (!hasHost)
        text += "Host: 127.0.0.1:" + QByteArray::number(port) + "\r\n";
    if (!body.isEmpty() || method == "POST")
        text += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    text += "\r\n" + body;
    return sendRaw(port, text, timeoutMs);
}

HttpReply RawHttp::sendRaw(quint16 port, const QByteArray &bytes, int timeoutMs)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!socket.waitForConnected(timeoutMs))
        return {};
    socket.write(bytes);

    QByteArray data;
    bool peerClosed = false;
    HttpReply reply;
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { data += socket.readAll(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, [&] { peerClosed = true; });
    (void)QTest::qWaitFor([&] { return parseResponse(data, peerClosed, &reply) || peerClosed; },
                          timeoutMs);
    parseResponse(data, peerClosed, &reply);
    return reply;
}

HttpReply RawHttp::post(quint16 port, const QByteArray &body, const QByteArray &token)
{
    Headers headers{{"Content-Type", "application/json"}};
    if (!token.isEmpty())
        headers.append({"Authorization", "Bearer " + token});
    return send(port, "POST", "/", headers, body);
}
