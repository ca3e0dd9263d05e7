#include "connectors/ConnectorKinds.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsConnector.h"

#include <QUrl>

namespace connectors {
namespace {

using Kind = ParamSpec::Kind;

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
            false};
}

ic::Result<std::unique_ptr<Connector>> makeDevtools(const QVariantMap &settings)
{
    const QUrl url(settings.value(QStringLiteral("url")).toString());
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")))
        return ic::Error{QStringLiteral("connector.param"),
                         Tr::tr("url must be a ws:// or wss:// address, such as %1.")
                             .arg(devtools::DevToolsConnector::defaultUrl().toString())};
    auto connector = std::make_unique<devtools::DevToolsConnector>();
    connector->setUrl(url);
    return std::unique_ptr<Connector>(std::move(connector));
}

} // namespace

QList<ConnectorKind> connectorKinds()
{
    return {devtoolsKind()};
}

std::optional<ConnectorKind> connectorKind(const QString &id)
{
    for (const ConnectorKind &kind : connectorKinds()) {
        if (kind.id == id)
            return kind;
    }
    return std::nullopt;
}

ic::Result<std::unique_ptr<Connector>>
makeConnector(const QString &kind, const QVariantMap &settings, const QString &password)
{
    const auto known = connectorKind(kind);
    if (!known)
        return ic::Error{QStringLiteral("connector.kind"),
                         Tr::tr("\"%1\" is not a kind of connection this panel knows.").arg(kind)};
    auto typed = checkParams(known->settingsSpec(), settings);
    if (!typed)
        return typed.error();
    Q_UNUSED(password)
    if (kind == QLatin1String("devtools"))
        return makeDevtools(*typed);
    return ic::Error{QStringLiteral("connector.kind"),
                     Tr::tr("\"%1\" is not a kind of connection this panel knows.").arg(kind)};
}

} // namespace connectors
