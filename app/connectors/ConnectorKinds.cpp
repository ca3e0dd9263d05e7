#include "connectors/ConnectorKinds.h"

#include "connectors/common/Tr.h"

namespace connectors {

QList<ConnectorKind> connectorKinds()
{
    return {};
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
    return ic::Error{QStringLiteral("connector.kind"),
                     Tr::tr("\"%1\" is not a kind of connection this panel knows.").arg(kind)};
}

} // namespace connectors
