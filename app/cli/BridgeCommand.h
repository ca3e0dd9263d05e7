#pragma once
// `ic-tool bridge irc --server HOST:PORT --channel '#chan' --nick NICK --allow NICK
// [--allow NICK…] [--game ws://127.0.0.1:19710] [--line-gap MS]`: runs OA1's bridge
// (icconnectors::oa1::Oa1Bridge) next to a game, relaying ICRP between an IRC channel and the
// game's local ICRP port for the allowed nicks, until interrupted. It takes no password: each
// sender authenticates to the game end to end. Prints one line once it relays.
// Exit 0 interrupted; 1 the IRC connection ended; 2 bad usage.

#include "cli/Command.h"

#include <memory>

namespace icconnectors::oa1 {
class Oa1Bridge;
}

namespace iccli {

class BridgeCommand final : public Command
{
    Q_OBJECT
public:
    BridgeCommand(Console &console, const QProcessEnvironment &environment,
                  QObject *parent = nullptr);
    ~BridgeCommand() override;

    QString name() const override { return QStringLiteral("bridge"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
    void interrupt(int signalNumber) override;

private:
    std::unique_ptr<icconnectors::oa1::Oa1Bridge> m_bridge;
};

} // namespace iccli
