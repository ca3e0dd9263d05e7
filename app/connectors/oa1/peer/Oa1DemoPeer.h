#pragma once
// OA1's simulated far end: a simulated match (MockGame, with a password, on a free port of
// 127.0.0.1) and the bridge in front of it (Oa1Bridge), joined to a channel of an IRC server
// the caller names. What a remote tournament server with `ic-tool bridge irc` next to it
// looks like from the panel, in one object for the demo and the tests; ic-oa1-mock runs it.

#include "common/Result.h"
#include "connectors/oa1/bridge/Oa1Bridge.h"

#include <QObject>
#include <memory>

namespace icmock {
class MockGame;
}

namespace icconnectors::oa1 {

class Oa1DemoPeer : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QString host = QStringLiteral("127.0.0.1");
        quint16 port = 6667;
        QString channel = QStringLiteral("#ic-ops");
        QString bridgeNick = QStringLiteral("icbridge");
        QStringList allowedNicks;
        /// The simulated game's password (the panel identifies with it).
        QString password;
        int minLineGapMs = 1'000;
    };

    explicit Oa1DemoPeer(const Options &options, QObject *parent = nullptr);
    ~Oa1DemoPeer() override;

    /// Starts the game and the bridge; an error ("oa1.demo_game") when the game cannot start.
    ic::Result<void> start();
    /// ws://127.0.0.1:PORT/ of the simulated game; empty before start().
    QString gameUrl() const;

Q_SIGNALS:
    /// The bridge is in the channel as `nick`.
    void ready(const QString &nick);
    /// The bridge's IRC connection ended.
    void stopped(const QString &reason);

private:
    Options m_options;
    std::unique_ptr<icmock::MockGame> m_game;
    std::unique_ptr<Oa1Bridge> m_bridge;
};

} // namespace icconnectors::oa1
