#pragma once
// One game the panel can connect to: a name, the ICRP URL, the tier to ask for, and whether to
// connect at start. Its password is not here: it lives in the keychain under
// SecretStore::profileKey(name).

#include "common/DefaultPorts.h"
#include "icrp/protocol/Tier.h"

#include <QString>
#include <QUrl>

namespace icpanel {

struct ConnectionProfile
{
    QString name;
    QUrl url = ic::defaultGameUrl();
    icrp::Tier tier = icrp::Tier::Admin;
    /// Connected to again when the panel starts, if it was the last one used (as KeePassXC
    /// opens the last database); Settings ▸ "Connect when the panel starts" turns it off.
    bool autoConnect = true;

    bool isValid() const { return !name.trimmed().isEmpty() && url.isValid(); }
    bool operator==(const ConnectionProfile &) const = default;
};

} // namespace icpanel
