#pragma once
// One reassembled OA1 stream: who sent it, its type and id, and the payload unescaped.

#include "connectors/oa1/wire/Oa1Frame.h"

#include <QByteArray>
#include <QString>

namespace icconnectors::oa1 {

struct Oa1Message
{
    QString sender;
    /// The full IRC prefix of the frame that completed it (nick!user@host): nicks are not
    /// authenticated, so the bridge keys its sessions by this, not by the nick alone.
    QString origin;
    Oa1Frame::Type type = Oa1Frame::Type::Req;
    QByteArray id;
    /// Unescaped: UTF-8 from a conforming sender, but taken as bytes (raw control characters,
    /// invalid UTF-8 kept); whoever shows it escapes it (ic::ForeignText).
    QByteArray payload;
    /// A RES over the aggregate cap: the payload is the part that fit (seed §6).
    bool truncated = false;
    int chunks = 0;
};

} // namespace icconnectors::oa1
