#pragma once
// The mod tier: ic/mod.command (commands a mod registered; the mock registers list,
// grant_credits and announce_objective) and ic/mod.order (an order for one player's side:
// attack, retreat, produce). Both reach the match through MockGame::applyInput(), so a replay
// has them; both are refused in ranked matches (-32006) whoever calls, and each one that changes
// the match is published as an admin event (mod_order, mod_command) and logged. MockGame creates
// it for a simulated match (not for --replay of a recording) and calls registerMethods() once,
// before the server listens.

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>

namespace icrp {
class IcrpServer;
class IcrpResponder;
struct IcrpCall;
} // namespace icrp

namespace icmock {

class MockGame;

class ModMethods : public QObject
{
    Q_OBJECT
public:
    explicit ModMethods(MockGame &game, QObject *parent = nullptr);
    ~ModMethods() override;

    void registerMethods(icrp::IcrpServer &server);

    /// The commands of ic/mod.command: [{name, description, args:[{name, type, required,
    /// min?, max?, max_length?}]}], as `list` answers them.
    static QJsonArray commandList();

private:
    void handleOrder(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleCommand(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void grantCredits(const icrp::IcrpCall &call, const QJsonObject &args,
                      const icrp::IcrpResponder &responder);
    void announceObjective(const icrp::IcrpCall &call, const QJsonObject &args,
                           const icrp::IcrpResponder &responder);
    /// -32006 and true in a ranked match.
    bool refuseInRanked(const icrp::IcrpResponder &responder) const;

    MockGame &m_game;
};

} // namespace icmock
