#pragma once
// What the simulated world answers to one command: RFC-014's command_result fields.

#include <QJsonObject>
#include <QString>
#include <utility>

namespace icconnectors::devtools {

struct DevToolsReply
{
    bool success = false;
    QString message;
    /// Sent as `result` when not empty.
    QJsonObject result;

    static DevToolsReply ok(QString text, QJsonObject data = {})
    {
        DevToolsReply reply;
        reply.success = true;
        reply.message = std::move(text);
        reply.result = std::move(data);
        return reply;
    }
    static DevToolsReply fail(QString text)
    {
        DevToolsReply reply;
        reply.message = std::move(text);
        return reply;
    }
};

} // namespace icconnectors::devtools
