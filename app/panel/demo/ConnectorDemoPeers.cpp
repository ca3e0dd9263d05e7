#include "panel/demo/ConnectorDemoPeers.h"
#include "panel/Tr.h"

#include "connectors/arena/peer/SimulatedGodot.h"
#include "connectors/arena/peer/SimulatedRuntime.h"
#include "connectors/devtools/peer/DevToolsPeer.h"
#include "connectors/tf2/peer/Tf2SimGame.h"

#include <QDir>
#include <QTcpServer>

namespace icpanel {

ConnectorDemoPeers::ConnectorDemoPeers() = default;

ConnectorDemoPeers::~ConnectorDemoPeers()
{
    stop();
}

ic::Result<QList<ConnectorProfile>> ConnectorDemoPeers::start()
{
    QList<ConnectorProfile> profiles;
    auto devtools = startDevtools();
    if (!devtools)
        return devtools.error();
    profiles << *devtools;
    auto tf2 = startTf2();
    if (!tf2)
        return tf2.error();
    profiles << *tf2;
    auto arena = startArena();
    if (!arena)
        return arena.error();
    profiles << *arena;
    return profiles;
}

ic::Result<ConnectorProfile> ConnectorDemoPeers::startDevtools()
{
    m_devtools = std::make_unique<icconnectors::devtools::DevToolsPeer>();
    icconnectors::devtools::DevToolsPeer::Options options;
    options.port = 0;
    if (const auto started = m_devtools->start(options); !started)
        return started.error();
    return ConnectorProfile{QStringLiteral("Demo PigeonPea"),
                            QStringLiteral("devtools"),
                            {{QStringLiteral("url"), m_devtools->url().toString()}}};
}

ic::Result<ConnectorProfile> ConnectorDemoPeers::startTf2()
{
    m_tf2Folder =
        std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/ic-demo-tf2-XXXXXX"));
    if (!m_tf2Folder->isValid())
        return ic::Error{QStringLiteral("demo.start"),
                         Tr::tr("Could not make a folder for the Transport Fever 2 demo: %1")
                             .arg(m_tf2Folder->errorString())};
    m_tf2 = std::make_unique<icconnectors::tf2::Tf2SimGame>(
        icconnectors::tf2::Tf2SimGame::optionsInFolder(m_tf2Folder->path()));
    if (const auto started = m_tf2->start(); !started)
        return ic::Error{QStringLiteral("demo.start"), started.error().message};
    return ConnectorProfile{QStringLiteral("Demo Transport Fever 2"),
                            QStringLiteral("tf2"),
                            {{QStringLiteral("folder"), m_tf2Folder->path()}}};
}

ic::Result<ConnectorProfile> ConnectorDemoPeers::startArena()
{
    m_arenaRuntime = std::make_unique<icconnectors::arena::SimulatedRuntime>();
    if (const auto listening = m_arenaRuntime->listen(0); !listening)
        return listening.error();
    // The inspector listens only once the user opens it; the simulation needs its port now.
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return ic::Error{
            QStringLiteral("demo.start"),
            Tr::tr("No free port for the Agent Arena demo: %1").arg(probe.errorString())};
    const quint16 inspectorPort = probe.serverPort();
    probe.close();
    icconnectors::arena::SimulatedGodot::Options sim;
    sim.port = inspectorPort;
    sim.ticksPerSecond = 2;
    sim.agents = 3;
    m_arenaSim = std::make_unique<icconnectors::arena::SimulatedGodot>(sim);
    m_arenaSim->start();
    return ConnectorProfile{QStringLiteral("Demo Agent Arena"),
                            QStringLiteral("arena"),
                            {{QStringLiteral("listenPort"), inspectorPort},
                             {QStringLiteral("runtimeHost"), QStringLiteral("127.0.0.1")},
                             {QStringLiteral("runtimePort"), m_arenaRuntime->port()}}};
}

void ConnectorDemoPeers::stop()
{
    if (m_arenaSim)
        m_arenaSim->stop();
    if (m_arenaRuntime)
        m_arenaRuntime->close();
    if (m_devtools)
        m_devtools->stop();
    if (m_tf2)
        m_tf2->stop();
}

DemoPeersFactory ConnectorDemoPeers::factory()
{
    return [] { return std::make_unique<ConnectorDemoPeers>(); };
}

} // namespace icpanel
