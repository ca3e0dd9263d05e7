#pragma once
// One question the gateway puts to the user: a program it does not know wants in (pairing),
// or an installed tool asks for more than it was granted (escalation). What the prompt shows:
// who asks, from where, and what for.

#include "icrp/protocol/Tier.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace ichost {

struct PermissionRequest
{
    enum class Kind { Pairing, Escalation };
    enum class Decision { AllowOnce, AllowAlways, Deny };

    quint64 id = 0;
    Kind kind = Kind::Pairing;
    /// Escalation: the installed tool. Pairing: the tool id the program claimed, if any.
    QString toolId;
    /// Escalation: the tool's name from its package. Pairing: the client name it claimed.
    QString name;
    /// A page's origin; empty for a program.
    QString origin;
    /// Where it connects from ("127.0.0.1").
    QString address;
    /// What it asks for.
    icrp::Tier tier = icrp::Tier::Observer;
    QStringList subscriptions;
    /// What it has now (escalation).
    icrp::Tier grantedTier = icrp::Tier::Observer;
    QStringList grantedCategories;
    QDateTime askedAt;
    /// The gateway session whose identify waits for the answer.
    QString sessionId;
};

} // namespace ichost

Q_DECLARE_METATYPE(ichost::PermissionRequest)
