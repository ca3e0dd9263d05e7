#pragma once
// What the arena's socket tests share: one request and its answer over a real connection,
// waited for with the event loop running (QTest::qWaitFor), never by sleeping.

#include "connectors/arena/ArenaHttp.h"
#include "connectors/arena/ArenaHttpClient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>
#include <optional>

namespace arenatest {

/// Sends `request` with `client` and waits (at most 10 s) for its one answer.
inline ic::Result<icconnectors::arena::HttpResponse>
exchange(icconnectors::arena::ArenaHttpClient &client,
         const icconnectors::arena::HttpRequest &request)
{
    std::optional<ic::Result<icconnectors::arena::HttpResponse>> out;
    client.send(request,
                [&out](const ic::Result<icconnectors::arena::HttpResponse> &r) { out = r; });
    if (!QTest::qWaitFor([&out] { return out.has_value(); }, 10'000))
        return ic::Error{QStringLiteral("test.timeout"), QStringLiteral("no answer in 10 s")};
    return *out;
}

inline icconnectors::arena::HttpRequest post(const QByteArray &target, const QByteArray &body)
{
    icconnectors::arena::HttpRequest r;
    r.method = "POST";
    r.target = target;
    r.contentType = "application/json";
    r.body = body;
    return r;
}

inline icconnectors::arena::HttpRequest get(const QByteArray &target)
{
    icconnectors::arena::HttpRequest r;
    r.method = "GET";
    r.target = target;
    return r;
}

inline QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// What a raw connection to 127.0.0.1:`port` gets back for `bytes`: the first answer, and
/// whether the server closed the connection after it.
struct RawAnswer
{
    std::optional<icconnectors::arena::HttpResponse> response;
    bool closed = false;
};

inline RawAnswer rawExchange(quint16 port, const QByteArray &bytes, bool waitForClose = false)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    RawAnswer out;
    if (!socket.waitForConnected(5000))
        return out;
    socket.write(bytes);
    icconnectors::arena::HttpResponseReader reader(16 * 1024, 16 * 1024 * 1024);
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] {
        reader.append(socket.readAll());
        auto next = reader.next();
        if (auto *r = std::get_if<icconnectors::arena::HttpResponse>(&next))
            out.response = *r;
    });
    QObject::connect(&socket, &QTcpSocket::disconnected, &socket, [&] { out.closed = true; });
    if (!QTest::qWaitFor([&] { return out.response.has_value(); }, 10'000))
        return out;
    // A connection the server ends goes soon after the answer; one it keeps stays open (until
    // the server drops it as idle, which `waitForClose` waits for).
    if (out.response && (out.response->closeAfter || waitForClose))
        out.closed = QTest::qWaitFor([&] { return out.closed; }, 10'000);
    return out;
}

} // namespace arenatest
