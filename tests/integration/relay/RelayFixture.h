#pragma once
// One relay for a test: its own temporary data folder (tokens), the games on a manual clock, and
// the TLS certificate of the test's CA, listening on a free port of 127.0.0.1.

#include "RelayTestPki.h"

#include "relay/RelayGameHost.h"
#include "relay/RelayMethods.h"
#include "relay/RelayServer.h"
#include "relay/TokenStore.h"

#include <QTemporaryDir>
#include <memory>

struct RelayFixture
{
    explicit RelayFixture(const RelayTestPki &pki, int games = 5,
                          icrp::GuessThrottle::Policy throttle = {})
        : tokens(std::make_shared<icrelay::TokenStore>(data.path())), host(games, 7, 0)
    {
        icrelay::RelayOptions options;
        options.port = 0;
        options.games = games;
        options.dataDir = data.path();
        options.tickRate = 0;
        options.failedAuth = throttle;
        auto certificate = icrelay::ServerCertificate::load(pki.certFile(), pki.keyFile());
        if (!certificate)
            return;
        server = std::make_unique<icrelay::RelayServer>(options, *certificate, tokens, &host);
        icrelay::RelayMethods::registerAll(*server);
        listening = server->listen().ok();
    }

    /// A new token's text (empty when it could not be made).
    QString token(icrp::Tier tier, const QStringList &games = {}, qint64 expiresInSeconds = 3600)
    {
        const auto made =
            tokens->create(tier, QDateTime::currentDateTimeUtc().addSecs(expiresInSeconds), games);
        if (made)
            lastId = made->record.id;
        return made ? made->token : QString();
    }
    quint16 port() const { return server ? server->port() : 0; }

    QTemporaryDir data;
    std::shared_ptr<icrelay::TokenStore> tokens;
    icrelay::RelayGameHost host;
    std::unique_ptr<icrelay::RelayServer> server;
    bool listening = false;
    QString lastId;
};
