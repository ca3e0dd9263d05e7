#pragma once
// What ic-relay-mock runs with: the games it hosts, where it listens, its TLS certificate and
// the folder of its tokens (RelayCommandLine fills it; tests set it directly).

#include "icrp/server/GuessThrottle.h"

#include <QHostAddress>
#include <QString>

namespace icrelay {

/// The relay's port unless told otherwise: wss://127.0.0.1:19720/.
inline constexpr quint16 kRelayPort = 19720;

struct RelayOptions
{
    /// Simulated games hosted at once.
    int games = 8;
    /// 0 takes a free port; RelayServer::port() tells which.
    quint16 port = kRelayPort;
    /// Game i plays the seed derived from this one and i (RelayGameHost).
    quint64 seed = 1;
    /// The token file and a made certificate live here; empty: the default folder
    /// (RelayDataDir::defaultPath()).
    QString dataDir;
    /// PEM files; both empty: a self-signed certificate kept in the data folder.
    QString certFile;
    QString keyFile;
    QHostAddress bindAddress = QHostAddress(QHostAddress::LocalHost);
    /// Simulation ticks per second of wall time (and per game second); 0: the owner steps
    /// the games (tests).
    int tickRate = 15;
    /// Wrong, expired, revoked or missing tokens, from anywhere, share one slowing queue.
    icrp::GuessThrottle::Policy failedAuth;
};

} // namespace icrelay
