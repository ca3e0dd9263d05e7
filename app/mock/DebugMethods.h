#pragma once
// The debug tier: ic/debug.ecs.list, ic/debug.ecs.query, ic/debug.ecs.get and ic/debug.profile,
// only when the game runs as a development build (--dev), never in a ranked match (without
// them the methods do not exist: -32601). MockGame creates it for a simulated match (not for
// --replay of a recording) and calls registerMethods() once, before the server listens.
//
// The sim's units and buildings are shown as entities (their unit id) with components: Position,
// Health, Owner, UnitType, Order (mobile units), Building, Harvester, Weapon (armed ones).
// ic/debug.profile measures the wall time between ticks on this thread, and of it the time the
// thread was busy (not waiting in the event loop): the sim's step, publishing its events and
// whatever requests came in meanwhile.

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

namespace icrp {
class IcrpServer;
class IcrpResponder;
struct IcrpCall;
} // namespace icrp

namespace icmock {

class MockGame;
struct UnitState;

class DebugMethods : public QObject
{
    Q_OBJECT
public:
    explicit DebugMethods(MockGame &game, QObject *parent = nullptr);
    ~DebugMethods() override;

    /// Registers ic/debug.* with --dev outside ranked matches; otherwise nothing.
    void registerMethods(icrp::IcrpServer &server);

    /// The component names, in the order ic/debug.ecs.list gives them.
    static const QStringList &componentNames();
    /// The components `unit` has, each name → its fields.
    static QJsonObject componentsOf(const UnitState &unit);

private:
    // a running average, maximum and last value in microseconds
    struct Stat
    {
        qint64 count = 0;
        double sum = 0;
        double max = 0;
        double last = 0;
        void add(double value);
        QJsonObject toJson() const;
    };

    void startProfiling();
    void onTicked();
    void handleList(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleQuery(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleGet(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleProfile(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);

    MockGame &m_game;
    QElapsedTimer m_sinceTick;  // since the last tick
    QElapsedTimer m_sinceBlock; // since the thread began waiting for events
    qint64 m_blockedNs = 0;     // waited since the last tick
    Stat m_busy;
    Stat m_interval;
};

} // namespace icmock
