#pragma once
// A browser's WebSocket to the panel's gateway, as OBS's browser source or a web browser opens
// it: the handshake carries a User-Agent, then the page identifies as an installed tool with
// its token. Header-only, for the tests of where a tool session runs (OBS, a browser, a
// program). The two user agents are what OBS Studio 30 and Firefox send.

#include "icrp/protocol/IcrpAuth.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QTest>
#include <QWebSocket>
#include <algorithm>
#include <memory>

namespace ictest {

inline const QByteArray kObsAgent =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/127.0.6533.120 Safari/537.36 OBS/30.2.3";
inline const QByteArray kFirefoxAgent =
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/// A WebSocket to the gateway that says it is `userAgent` and identifies as tool `toolId` with
/// its token, as OBS's browser source or a web browser would (nullptr when that failed).
inline std::unique_ptr<QWebSocket> openAs(quint16 port, const QByteArray &userAgent,
                                          const QString &toolId, const QString &token)
{
    auto socket = std::make_unique<QWebSocket>();
    auto received = std::make_shared<QList<QJsonObject>>();
    QObject::connect(socket.get(), &QWebSocket::textMessageReceived, socket.get(),
                     [received](const QString &text) {
                         received->append(QJsonDocument::fromJson(text.toUtf8()).object());
                     });
    QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port)));
    request.setRawHeader("User-Agent", userAgent);
    socket->open(request);
    if (!QTest::qWaitFor([&] { return !received->isEmpty(); }, 5000))
        return nullptr;
    const QJsonObject auth = received->constFirst()
                                 .value(QLatin1String("params"))
                                 .toObject()
                                 .value(QLatin1String("authentication"))
                                 .toObject();
    const QJsonObject params{
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), QStringLiteral("observer")},
        {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), QStringLiteral("page")},
                                               {QStringLiteral("toolId"), toolId}}},
        {QStringLiteral("authentication"),
         icrp::IcrpAuth::response(token, auth.value(QLatin1String("salt")).toString(),
                                  auth.value(QLatin1String("challenge")).toString())}};
    socket->sendTextMessage(QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                  {QStringLiteral("id"), 1},
                                  {QStringLiteral("method"), QStringLiteral("ic/identify")},
                                  {QStringLiteral("params"), params}})
            .toJson(QJsonDocument::Compact)));
    const bool identified = QTest::qWaitFor(
        [&] {
            return std::any_of(received->cbegin(), received->cend(), [](const QJsonObject &m) {
                return m.contains(QLatin1String("result"));
            });
        },
        5000);
    return identified ? std::move(socket) : nullptr;
}

} // namespace ictest
