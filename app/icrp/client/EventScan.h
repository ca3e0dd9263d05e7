#pragma once
// The fast way to recognise the game's ic/event notifications (issue 30): reads the category,
// type and tick of one notification straight from its UTF-8 text, as the WebSocket hands it
// over, without building a QJsonDocument, so the gateway can pass the game's own frame on. It
// checks that the whole message is well-formed but answers nullopt for anything unusual (a batch,
// an "id", a key twice, an escaped or non-ASCII category or type, a tick that is not a plain
// integer, nesting deeper than kMaxDepth): the caller then takes the full parse, which decides as
// it always did.

#include <QByteArrayView>
#include <QString>
#include <optional>

namespace icrp {

class EventScan
{
public:
    struct Event
    {
        QString category;
        QString type;
        qint64 tick = 0;
    };

    static std::optional<Event> json(QByteArrayView utf8);

    static constexpr int kMaxDepth = 64;
};

} // namespace icrp
