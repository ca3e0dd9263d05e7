#pragma once
// An event on its way out: serialized once per encoding in use (the ic/event notification as
// JSON text, and as MessagePack only when a MessagePack session takes it) and framed once as a
// WebSocket message; the same frame goes to every session that subscribed and may see it. The
// gateway builds these from the game's bytes without encoding them again.

#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace icrp {

struct IcrpEvent
{
    /// Which sessions may receive it, by the fog flag of their grant.
    enum class Audience {
        Everyone,     // every session whose grant includes the category
        FullViewOnly, // sessions without fog (admin, mod, debug in the game)
        FogViewOnly,  // fog-filtered sessions only (the filtered copy of an event)
    };

    EventCategory category = EventCategory::Match;
    QString type;
    qint64 tick = 0;
    Audience audience = Audience::Everyone;
    /// When set, only sessions granted exactly this tier take it (the gateway: an event that
    /// came over the game's observer session goes to observer tools only).
    std::optional<Tier> onlyTier;
    /// The complete JSON-RPC notification text, in UTF-8 (the gateway passes on the game's
    /// own).
    QByteArray frame;
    /// The same as MessagePack, when the caller has it so already. Otherwise publish() makes
    /// it on first need, once for every MessagePack session that takes the event (from
    /// `message` when set, else from the JSON).
    QByteArray msgpack;
    /// The notification as a JSON object (make() keeps it: MessagePack needs no JSON parse).
    QJsonObject message;

    /// Builds the notification {"jsonrpc":"2.0","method":"ic/event","params":{category,type,
    /// tick,data}} and serializes it once.
    static IcrpEvent make(EventCategory category, const QString &type, qint64 tick,
                          const QJsonObject &data, Audience audience = Audience::Everyone);
};

} // namespace icrp
