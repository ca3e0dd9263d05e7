#pragma once
// A raw WebSocket to the panel's tool gateway that identifies — as a tool with its token, or as
// a program with a name and nothing else — and lets the test act (answer the user's prompt)
// before it reads the answer. Header-only, for the host and window tests.

#include "icrp/protocol/IcrpAuth.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QWebSocket>
#include <algorithm>

namespace ictest {

/// One connection's identify, sent now and answered whenever the gateway decides.
class GatewayIdentify
{
public:
    GatewayIdentify(quint16 port, const QString &origin) : m_socket(origin)
    {
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
                         [this](const QString &text) {
                             m_received.append(QJsonDocument::fromJson(text.toUtf8()).object());
                         });
        QObject::connect(&m_socket, &QWebSocket::disconnected, &m_socket,
                         [this] { m_closeCode = int(m_socket.closeCode()); });
        m_socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    }

    /// Waits for the hello, then sends the identify.
    bool send(const QString &toolId, const QString &token, const QString &tier,
              const QStringList &subscriptions, const QString &name = QStringLiteral("test"))
    {
        if (!QTest::qWaitFor([this] { return !m_received.isEmpty(); }, 5000))
            return false;
        const QJsonObject auth = m_received.constFirst()
                                     .value(QLatin1String("params"))
                                     .toObject()
                                     .value(QLatin1String("authentication"))
                                     .toObject();
        QJsonObject client{{QStringLiteral("name"), name}};
        if (!toolId.isEmpty())
            client.insert(QStringLiteral("toolId"), toolId);
        QJsonObject params{
            {QStringLiteral("icrpVersion"),
             QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                         {QStringLiteral("max"), QStringLiteral("1.0")}}},
            {QStringLiteral("tier"), tier},
            {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)},
            {QStringLiteral("client"), client}};
        if (!token.isEmpty())
            params.insert(
                QStringLiteral("authentication"),
                icrp::IcrpAuth::response(token, auth.value(QLatin1String("salt")).toString(),
                                         auth.value(QLatin1String("challenge")).toString()));
        m_socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                      {QStringLiteral("id"), 1},
                                      {QStringLiteral("method"), QStringLiteral("ic/identify")},
                                      {QStringLiteral("params"), params}})
                .toJson(QJsonDocument::Compact)));
        return true;
    }

    /// A call after identify; its answer (empty if none came).
    QJsonObject call(const QString &method, const QJsonObject &params = {})
    {
        const int id = ++m_nextId;
        m_socket.sendTextMessage(QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                      {QStringLiteral("id"), id},
                                      {QStringLiteral("method"), method},
                                      {QStringLiteral("params"), params}})
                .toJson(QJsonDocument::Compact)));
        QJsonObject answer;
        const auto found = [&] {
            for (const QJsonObject &m : std::as_const(m_received)) {
                if (m.value(QLatin1String("id")).toInt() == id)
                    answer = m;
            }
            return !answer.isEmpty();
        };
        if (!QTest::qWaitFor(found, 5000))
            return {};
        return answer;
    }
    /// ic/event notifications received so far.
    int events() const
    {
        return int(std::count_if(m_received.cbegin(), m_received.cend(), [](const QJsonObject &m) {
            return m.value(QLatin1String("method")).toString() == QLatin1String("ic/event");
        }));
    }
    bool answered() const { return m_received.size() >= 2; }
    /// The identify's answer (after waiting for it); empty if none came.
    QJsonObject answer()
    {
        if (!QTest::qWaitFor([this] { return answered() || m_closeCode != 0; }, 5000))
            return {};
        return answered() ? m_received.at(1) : QJsonObject();
    }
    int closeCode() const { return m_closeCode; }

private:
    QWebSocket m_socket;
    QList<QJsonObject> m_received;
    int m_closeCode = 0;
    int m_nextId = 1;
};

inline QJsonObject resultOf(const QJsonObject &answer)
{
    return answer.value(QLatin1String("result")).toObject();
}

inline int errorCodeOf(const QJsonObject &answer)
{
    return answer.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt();
}

inline QString messageOf(const QJsonObject &answer)
{
    return answer.value(QLatin1String("error"))
        .toObject()
        .value(QLatin1String("message"))
        .toString();
}

} // namespace ictest
