#pragma once
// What the TF2 connector's tests ask of a connector the same way: a note in its wire log, a
// figure by name.

#include "connectors/common/Connector.h"

#include <QSignalSpy>
#include <QString>

namespace tf2test {

inline bool hasNote(const QSignalSpy &wire, const QString &part)
{
    for (const auto &args : wire) {
        const auto entry = args.at(0).value<icconnectors::WireEntry>();
        if (entry.direction == icconnectors::WireEntry::Direction::Note &&
            QString::fromUtf8(entry.bytes).contains(part))
            return true;
    }
    return false;
}

inline QString figure(const icconnectors::Connector &c, const QString &name)
{
    for (const auto &[key, value] : c.figures()) {
        if (key == name)
            return value;
    }
    return QStringLiteral("(no figure %1)").arg(name);
}

} // namespace tf2test
