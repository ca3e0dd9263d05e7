#pragma once
// The IcrpServer the integration tests talk to: port 0, a PasswordAuthenticator, the owner
// drives ticks, and a few test methods:
//   test/echo       everyone   result = params
//   test/subtract   everyone   [a,b] or {"minuend","subtrahend"}; -32602 otherwise (JSON-RPC
//                              2.0 §7's "subtract")
//   test/update     everyone   counts calls (for notifications)
//   test/async      everyone   answers from a zero-time timer with params.n
//   test/subscribe  everyone   IcrpServer::subscribe() for the caller with params.names
//   test/hold       everyone   keeps the responder in `held`; the test answers it later
//   test/kickself   everyone   answers true, then closes the caller's session with 4011
//   test/drop       everyone   drops the responder without answering
//   ic/admin.test   admin      result "admin ok"
//   ic/admin.query  admin      result "read"; registered read-only (not reported privileged)

#include "icrp/server/IcrpServer.h"
#include "icrp/server/PasswordAuthenticator.h"

#include <memory>
#include <vector>

struct TestServer
{
    static icrp::IcrpServerConfig defaultConfig();

    explicit TestServer(const QString &password = QStringLiteral("hunter2"),
                        icrp::IcrpServerConfig config = defaultConfig());

    quint16 port() const { return server->port(); }

    std::shared_ptr<icrp::PasswordAuthenticator> auth;
    std::unique_ptr<icrp::IcrpServer> server;
    int updates = 0;
    std::vector<icrp::IcrpResponder> held;
    bool listening = false;
};
