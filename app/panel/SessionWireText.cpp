#include "panel/SessionWireText.h"
#include "panel/Tr.h"

namespace icpanel {

bool SessionWireText::isHttp(const QString &transport)
{
    return transport.compare(QLatin1String("http"), Qt::CaseInsensitive) == 0;
}

bool SessionWireText::isMessagePack(const QString &encoding)
{
    return encoding == QLatin1String("msgpack");
}

QString SessionWireText::address(const QString &address, const QString &transport,
                                 const QString &encoding)
{
    QString text = transport.isEmpty() || transport == QLatin1String("websocket")
                       ? address
                       : QStringLiteral("%1 (%2)").arg(address, transport);
    if (isMessagePack(encoding))
        text = Tr::tr("%1 · MessagePack").arg(text);
    return text;
}

QString SessionWireText::toolTip(const QString &address, const QString &transport,
                                 const QString &encoding)
{
    return address + u'\n' + how(transport, encoding);
}

QString SessionWireText::how(const QString &transport, const QString &encoding)
{
    const bool http = isHttp(transport);
    if (isMessagePack(encoding))
        return http ? Tr::tr("Calls over HTTP; its messages are binary MessagePack.")
                    : Tr::tr("A WebSocket; its messages are binary MessagePack (smaller than "
                             "JSON).");
    return http ? Tr::tr("Calls over HTTP; its messages are JSON text.")
                : Tr::tr("A WebSocket; its messages are JSON text.");
}

} // namespace icpanel
