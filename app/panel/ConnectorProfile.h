#pragma once
// A connection to another game's tool protocol (app/connectors): a name, the connector's kind
// ("oa1", "devtools", "tf2", "arena") and its settings as its kind describes them
// (icconnectors::ConnectorKind::settings). ICRP games keep their ConnectionProfile; a profile's
// kind picks the page that shows it. A password (OA1 carries the game's) lives in the
// keychain under SecretStore::profileKey(name, kind), never here.

#include <QString>
#include <QVariantMap>

namespace icpanel {

struct ConnectorProfile
{
    QString name;
    QString kind;
    QVariantMap settings;

    bool operator==(const ConnectorProfile &) const = default;
};

} // namespace icpanel
