#pragma once
// The Agent Arena tick inspector as the window's connector page drives it (kind "arena"):
// open() starts the ArenaProxy listening; its commands are what a person does with it — send
// a test tick through the proxy to the runtime, ask the runtime's /health, send JSON to the
// runtime's /echo, clear the record; every recorded tick is an event ("tick", its record);
// the wire log has every byte between the simulation, the proxy and the runtime; the figures
// are the ticks, round trip p50/p99, ticks over the seed's 5 ms budget, schema findings by
// direction and runtime errors.

#include "connectors/arena/ArenaProxy.h"
#include "connectors/common/Connector.h"

#include <QSet>

namespace icconnectors::arena {

class ArenaHttpClient;

class ArenaConnector final : public icconnectors::Connector
{
    Q_OBJECT
public:
    /// Listens on 127.0.0.1:5001 and forwards to the seed's runtime at 127.0.0.1:5000.
    static ArenaProxy::Options defaultOptions();

    explicit ArenaConnector(ArenaProxy::Options options = defaultOptions(),
                            QObject *parent = nullptr);
    ~ArenaConnector() override;

    QString kind() const override { return QStringLiteral("arena"); }
    QList<icconnectors::CommandSpec> commands() const override;
    void open() override;
    void close() override;
    quint64 run(const QString &command, const QVariantMap &params) override;
    QList<QPair<QString, QString>> figures() const override;

    const ArenaProxy &proxy() const { return m_proxy; }

private:
    void runTick(quint64 run, const QVariantMap &params);
    void runHealth(quint64 run);
    void runEcho(quint64 run, const QString &json);
    void runClear(quint64 run);
    void finishLater(icconnectors::CommandResult result);
    void finishTick(quint64 run, qint64 tick, const ic::Result<HttpResponse> &result);

    ArenaProxy m_proxy;
    quint64 m_lastRun = 0;
    /// Tick runs sent and not answered yet (close() answers them).
    QSet<quint64> m_pendingTicks;
    qint64 m_nextTick = 1;
    ArenaHttpClient *m_client = nullptr; // the test ticks' connection to the proxy itself
};

} // namespace icconnectors::arena
