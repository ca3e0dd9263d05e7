#include "connectors/ConnectorKinds.h"

#include "connectors/arena/ArenaConnector.h"
#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsConnector.h"
#include "connectors/oa1/Oa1IcrpConnector.h"
#include "connectors/oa1/Oa1RemoteBashConnector.h"
#include "connectors/oa1/wire/IrcNames.h"
#include "connectors/tf2/Tf2FileConnector.h"

#include <QDir>
#include <QUrl>

namespace icconnectors {
namespace {

using Kind = ParamSpec::Kind;

ic::Error settingError(const QString &message)
{
    return ic::Error{QStringLiteral("connector.param"), message};
}

// --- PigeonPea DevTools (RFC-014) ------------------------------------------------------------

ConnectorKind devtoolsKind()
{
    return {QStringLiteral("devtools"),
            Tr::tr("PigeonPea DevTools (RFC-014)"),
            Tr::tr("Commands to a running PigeonPea development build over its WebSocket "
                   "(spawn, teleport, query, give, heal, kill, ping) and the events it sends."),
            {ParamSpec(QStringLiteral("url"), Kind::Text)
                 .need()
                 .described(Tr::tr("The game's DevTools address"))
                 .startingAt(devtools::DevToolsConnector::defaultUrl().toString())},
            false,
            {}};
}

ic::Result<void> checkDevtools(const QVariantMap &settings)
{
    const QUrl url(settings.value(QStringLiteral("url")).toString());
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")))
        return settingError(Tr::tr("url must be a ws:// or wss:// address, such as %1.")
                                .arg(devtools::DevToolsConnector::defaultUrl().toString()));
    return ic::success();
}

std::unique_ptr<Connector> makeDevtools(const QVariantMap &settings)
{
    auto connector = std::make_unique<devtools::DevToolsConnector>();
    connector->setUrl(QUrl(settings.value(QStringLiteral("url")).toString()));
    return connector;
}

// --- Transport Fever 2 file IPC --------------------------------------------------------------

ConnectorKind tf2Kind()
{
    return {QStringLiteral("tf2"),
            Tr::tr("Transport Fever 2 (file IPC)"),
            Tr::tr("Commands to Transport Fever 2's AI Builder mod through two JSON files (every "
                   "value a string), and a view of the game: date, money, speed, towns, lines, "
                   "vehicles."),
            {ParamSpec(QStringLiteral("folder"), Kind::Text)
                 .need()
                 .described(Tr::tr("Where the game reads tf2_cmd.json and writes tf2_resp.json"))
                 .startingAt(QStringLiteral("/tmp")),
             ParamSpec(QStringLiteral("commandFile"), Kind::Text)
                 .described(Tr::tr("Another command file (empty: tf2_cmd.json in the folder)")),
             ParamSpec(QStringLiteral("responseFile"), Kind::Text)
                 .described(Tr::tr("Another response file (empty: tf2_resp.json in the folder)"))},
            false,
            {}};
}

ic::Result<void> checkTf2(const QVariantMap &settings)
{
    for (const QString &key : {QStringLiteral("folder"), QStringLiteral("commandFile"),
                               QStringLiteral("responseFile")}) {
        const QString path = settings.value(key).toString();
        if (!path.isEmpty() && !QDir::isAbsolutePath(path))
            return settingError(
                Tr::tr("%1 must be a full path, such as /tmp, not \"%2\".").arg(key, path));
    }
    return ic::success();
}

std::unique_ptr<Connector> makeTf2(const QVariantMap &settings)
{
    auto connector = std::make_unique<tf2::Tf2FileConnector>();
    connector->setFolder(settings.value(QStringLiteral("folder")).toString());
    if (const QString file = settings.value(QStringLiteral("commandFile")).toString();
        !file.isEmpty())
        connector->setCommandFile(file);
    if (const QString file = settings.value(QStringLiteral("responseFile")).toString();
        !file.isEmpty())
        connector->setResponseFile(file);
    return connector;
}

// --- ICRP over IRC (OA1) --------------------------------------------------------------------

ConnectorKind oa1Kind()
{
    return {
        QStringLiteral("oa1"),
        Tr::tr("IRC RPC (OA1): a remote shell or an IC game"),
        Tr::tr("Through an IRC channel: shell commands on another machine (RemoteBash, as the "
               "OA1 document has it), or an IC game where `ic-tool bridge irc` relays ICRP "
               "requests to it (our extension: the password checked end to end, no live "
               "events)."),
        {ParamSpec(QStringLiteral("host"), Kind::Text)
             .need()
             .described(Tr::tr("The IRC server"))
             .startingAt(QStringLiteral("127.0.0.1")),
         ParamSpec(QStringLiteral("port"), Kind::Integer).need().within(1, 65535).startingAt(6667),
         ParamSpec(QStringLiteral("channel"), Kind::Text)
             .need()
             .described(Tr::tr("The channel the bridge is in, such as #ic-admin")),
         ParamSpec(QStringLiteral("nick"), Kind::Text)
             .need()
             .described(Tr::tr("Your nick on that server")),
         ParamSpec(QStringLiteral("bridgeNick"), Kind::Text)
             .need()
             .described(Tr::tr("The far side's nick: the bridge, or the RemoteBash side (only its "
                               "frames are taken)")),
         ParamSpec(QStringLiteral("tier"), Kind::Choice)
             .need()
             .among({QStringLiteral("observer"), QStringLiteral("admin"), QStringLiteral("mod")})
             .startingAt(QStringLiteral("admin")),
         ParamSpec(QStringLiteral("protocol"), Kind::Choice)
             .among({QStringLiteral("ICRP"), QStringLiteral("RemoteBash")})
             .described(Tr::tr("ICRP: IC's own extension, through ic-tool bridge irc. "
                               "RemoteBash: the OA1 document's shell commands on the remote "
                               "machine (no tier, no password)"))
             .startingAt(QStringLiteral("ICRP"))},
        true,
        // RemoteBash runs shell commands on the far side: no game, no password.
        [](const QVariantMap &settings) {
            return settings.value(QStringLiteral("protocol")) != QLatin1String("RemoteBash");
        }};
}

ic::Result<void> checkOa1(const QVariantMap &settings)
{
    const QString channel = settings.value(QStringLiteral("channel")).toString();
    if (!oa1::IrcNames::isValidChannel(channel))
        return settingError(
            Tr::tr("channel must be an IRC channel such as #ic-admin, not \"%1\".").arg(channel));
    for (const QString &key : {QStringLiteral("nick"), QStringLiteral("bridgeNick")}) {
        const QString value = settings.value(key).toString();
        if (!oa1::IrcNames::isValidNick(value))
            return settingError(Tr::tr("%1 must be an IRC nick (letters, digits and _-[]\\`^{|}, "
                                       "not starting with a digit or -), not \"%2\".")
                                    .arg(key, value));
    }
    if (settings.value(QStringLiteral("nick")) == settings.value(QStringLiteral("bridgeNick")))
        return settingError(Tr::tr("nick and bridgeNick must differ: you and the bridge are two "
                                   "people in the channel."));
    return ic::success();
}

std::unique_ptr<Connector> makeOa1RemoteBash(const QVariantMap &settings)
{
    oa1::Oa1RemoteBashConnector::Config config;
    config.host = settings.value(QStringLiteral("host")).toString();
    config.port = quint16(settings.value(QStringLiteral("port")).toUInt());
    config.channel = settings.value(QStringLiteral("channel")).toString();
    config.nick = settings.value(QStringLiteral("nick")).toString();
    config.peerNick = settings.value(QStringLiteral("bridgeNick")).toString();
    return std::make_unique<oa1::Oa1RemoteBashConnector>(config);
}

std::unique_ptr<Connector> makeOa1(const QVariantMap &settings, const QString &password)
{
    if (settings.value(QStringLiteral("protocol")) == QLatin1String("RemoteBash"))
        return makeOa1RemoteBash(settings);
    oa1::Oa1IcrpConnector::Config config;
    config.host = settings.value(QStringLiteral("host")).toString();
    config.port = quint16(settings.value(QStringLiteral("port")).toUInt());
    config.channel = settings.value(QStringLiteral("channel")).toString();
    config.nick = settings.value(QStringLiteral("nick")).toString();
    config.bridgeNick = settings.value(QStringLiteral("bridgeNick")).toString();
    config.tier = settings.value(QStringLiteral("tier")).toString();
    config.password = password;
    return std::make_unique<oa1::Oa1IcrpConnector>(config);
}

// --- Agent Arena tick inspector -------------------------------------------------------------

ConnectorKind arenaKind()
{
    const auto defaults = icconnectors::arena::ArenaConnector::defaultOptions();
    return {QStringLiteral("arena"),
            Tr::tr("Agent Arena tick inspector"),
            Tr::tr("A proxy between Agent Arena's simulation and its agent runtime: point the "
                   "simulation at the listening port; every tick is checked against the schema, "
                   "recorded and timed against the 5 ms budget."),
            {ParamSpec(QStringLiteral("listenPort"), Kind::Integer)
                 .need()
                 .within(1, 65535)
                 .described(Tr::tr("The port the simulation sends its ticks to (127.0.0.1)"))
                 .startingAt(defaults.listenPort),
             ParamSpec(QStringLiteral("runtimeHost"), Kind::Text)
                 .need()
                 .described(Tr::tr("Where the agent runtime listens"))
                 .startingAt(defaults.runtimeHost),
             ParamSpec(QStringLiteral("runtimePort"), Kind::Integer)
                 .need()
                 .within(1, 65535)
                 .startingAt(defaults.runtimePort)},
            false,
            {}};
}

ic::Result<void> checkArena(const QVariantMap &settings)
{
    if (settings.value(QStringLiteral("runtimeHost")).toString().contains(u' '))
        return settingError(Tr::tr("runtimeHost must be a host name or address."));
    return ic::success();
}

std::unique_ptr<Connector> makeArena(const QVariantMap &settings)
{
    auto options = icconnectors::arena::ArenaConnector::defaultOptions();
    options.listenPort = quint16(settings.value(QStringLiteral("listenPort")).toUInt());
    options.runtimeHost = settings.value(QStringLiteral("runtimeHost")).toString();
    options.runtimePort = quint16(settings.value(QStringLiteral("runtimePort")).toUInt());
    return std::make_unique<icconnectors::arena::ArenaConnector>(options);
}

// --- the table -------------------------------------------------------------------------------

struct Maker
{
    ConnectorKind (*kind)();
    ic::Result<void> (*check)(const QVariantMap &settings);
    std::unique_ptr<Connector> (*make)(const QVariantMap &settings, const QString &password);
};

const QList<Maker> &makers()
{
    static const QList<Maker> all = {
        {devtoolsKind, checkDevtools,
         [](const QVariantMap &settings, const QString &) { return makeDevtools(settings); }},
        {tf2Kind, checkTf2,
         [](const QVariantMap &settings, const QString &) { return makeTf2(settings); }},
        {arenaKind, checkArena,
         [](const QVariantMap &settings, const QString &) { return makeArena(settings); }},
        {oa1Kind, checkOa1, makeOa1},
    };
    return all;
}

const Maker *makerOf(const QString &id)
{
    for (const Maker &maker : makers()) {
        if (maker.kind().id == id)
            return &maker;
    }
    return nullptr;
}

} // namespace

QList<ConnectorKind> connectorKinds()
{
    QList<ConnectorKind> kinds;
    for (const Maker &maker : makers())
        kinds << maker.kind();
    return kinds;
}

std::optional<ConnectorKind> connectorKind(const QString &id)
{
    if (const Maker *maker = makerOf(id))
        return maker->kind();
    return std::nullopt;
}

ic::Result<QVariantMap> checkSettings(const QString &kind, const QVariantMap &settings)
{
    const Maker *maker = makerOf(kind);
    if (!maker)
        return ic::Error{QStringLiteral("connector.kind"),
                         Tr::tr("\"%1\" is not a kind of connection this panel knows.").arg(kind)};
    auto typed = checkParams(maker->kind().settingsSpec(), settings);
    if (!typed)
        return typed.error();
    if (auto checked = maker->check(*typed); !checked)
        return checked.error();
    return typed;
}

ic::Result<std::unique_ptr<Connector>>
makeConnector(const QString &kind, const QVariantMap &settings, const QString &password)
{
    auto typed = checkSettings(kind, settings);
    if (!typed)
        return typed.error();
    return makerOf(kind)->make(*typed, password);
}

} // namespace icconnectors
