#pragma once
// The kinds of connection to other games' tool protocols this panel has (app/connectors), with
// what a profile of each kind must say (its settings, described like a command's parameters so
// the window can build the form) and how to make one.

#include "connectors/common/CommandSpec.h"
#include "connectors/common/Connector.h"

#include "common/Result.h"

#include <QList>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace icconnectors {

struct ConnectorKind
{
    QString id;
    /// For a person, translated ("PigeonPea DevTools (RFC-014)").
    QString title;
    /// For a person, translated, one or two lines.
    QString description;
    QList<ParamSpec> settings;
    /// Whether it carries the game's ICRP password (kept in the keychain).
    bool needsPassword = false;
    /// Where only some settings carry one (OA1's RemoteBash does not): empty means always.
    std::function<bool(const QVariantMap &values)> passwordWith;

    CommandSpec settingsSpec() const { return CommandSpec(id, title, settings); }
    /// Whether a connection of this kind with `settings` carries a password.
    bool needsPasswordWith(const QVariantMap &values) const
    {
        return needsPassword && (!passwordWith || passwordWith(values));
    }
};

QList<ConnectorKind> connectorKinds();
std::optional<ConnectorKind> connectorKind(const QString &id);

/// `settings` checked against `kind` (its description, then what a form cannot say: an address's
/// scheme, a full path) and typed. Errors "connector.kind", "connector.param" naming the setting.
ic::Result<QVariantMap> checkSettings(const QString &kind, const QVariantMap &settings);

/// A closed connector of `kind` with `settings` (checked against its kind first; errors
/// "connector.kind", "connector.param") and, for a kind that needs one, the password.
ic::Result<std::unique_ptr<Connector>>
makeConnector(const QString &kind, const QVariantMap &settings, const QString &password = {});

} // namespace icconnectors
