#include "TestServer.h"

#include <QJsonArray>
#include <QTimer>

using namespace icrp;

IcrpServerConfig TestServer::defaultConfig()
{
    IcrpServerConfig c;
    c.port = 0;
    c.serverName = QStringLiteral("icrp-test-server 1.0");
    c.driveTicks = false;
    return c;
}

TestServer::TestServer(const QString &password, IcrpServerConfig config)
    : auth(std::make_shared<PasswordAuthenticator>(password)),
      server(std::make_unique<IcrpServer>(std::move(config), auth))
{
    IcrpServer *s = server.get();
    s->registerMethod(QStringLiteral("test/echo"), access::Everyone,
                      [](const IcrpCall &call, const IcrpResponder &r) { r.result(call.params); });
    s->registerMethod(
        QStringLiteral("test/subtract"), access::Everyone,
        [](const IcrpCall &call, const IcrpResponder &r) {
            double a = 0;
            double b = 0;
            if (call.params.isArray() && call.params.toArray().size() == 2 &&
                call.params.toArray().at(0).isDouble() && call.params.toArray().at(1).isDouble()) {
                a = call.params.toArray().at(0).toDouble();
                b = call.params.toArray().at(1).toDouble();
            } else if (call.paramsObject().value(QLatin1String("minuend")).isDouble() &&
                       call.paramsObject().value(QLatin1String("subtrahend")).isDouble()) {
                a = call.paramsObject().value(QLatin1String("minuend")).toDouble();
                b = call.paramsObject().value(QLatin1String("subtrahend")).toDouble();
            } else {
                r.error(ErrorCode::InvalidParams,
                        QStringLiteral("Invalid params: subtract takes two numbers"));
                return;
            }
            r.result(a - b);
        });
    s->registerMethod(QStringLiteral("test/update"), access::Everyone,
                      [this](const IcrpCall &, const IcrpResponder &r) {
                          ++updates;
                          r.result(updates);
                      });
    s->registerMethod(QStringLiteral("test/async"), access::Everyone,
                      [s](const IcrpCall &call, const IcrpResponder &r) {
                          const QJsonValue n = call.paramsObject().value(QLatin1String("n"));
                          QTimer::singleShot(0, s, [r, n] { r.result(n); });
                      });
    s->registerMethod(QStringLiteral("test/subscribe"), access::Everyone,
                      [s](const IcrpCall &call, const IcrpResponder &r) {
                          QStringList names;
                          const QJsonArray arr =
                              call.paramsObject().value(QLatin1String("names")).toArray();
                          for (const QJsonValue &v : arr)
                              names << v.toString();
                          if (auto done = s->subscribe(call.sessionId, names, 0); !done)
                              r.error(done.error());
                          else
                              r.result(true);
                      });
    s->registerMethod(QStringLiteral("test/hold"), access::Everyone,
                      [this](const IcrpCall &, const IcrpResponder &r) { held.push_back(r); });
    s->registerMethod(QStringLiteral("test/kickself"), access::Everyone,
                      [s](const IcrpCall &call, const IcrpResponder &r) {
                          r.result(true); // answers first, then closes its own session
                          s->closeSession(call.sessionId, CloseCode::SessionInvalidated,
                                          QStringLiteral("kicked"));
                      });
    s->registerMethod(QStringLiteral("test/drop"), access::Everyone,
                      [](const IcrpCall &, const IcrpResponder &) {});
    s->registerMethod(
        QStringLiteral("ic/admin.test"), access::AdminOnly,
        [](const IcrpCall &, const IcrpResponder &r) { r.result(QStringLiteral("admin ok")); });
    s->registerMethod(
        QStringLiteral("ic/admin.query"), access::AdminOnly,
        [](const IcrpCall &, const IcrpResponder &r) { r.result(QStringLiteral("read")); },
        IcrpServer::Effect::ReadOnly);
    listening = s->listen().ok();
}
