#pragma once
// One `ic-tool mcp` process (IC_TOOL_PATH) and its MCP session, as an MCP client drives it:
// newline-delimited JSON-RPC on its standard input and output, answers awaited with the event
// loop running (the panel under test is in this process). Shared by the GUI tests of the MCP
// server (TestMcpPairingPrompt, TestMcpConnections).

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>

#include <algorithm>

namespace mcpprocess {

/// One `ic-tool mcp` process and its MCP session, as an MCP client drives it.
class McpProcess
{
public:
    ~McpProcess()
    {
        m_process.closeWriteChannel(); // it ends when its input closes
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }

    /// Starts it and initializes as the client `clientName` 1.0; the initialize result.
    QJsonObject start(const QString &clientName)
    {
        m_process.start(QStringLiteral(IC_TOOL_PATH), {QStringLiteral("mcp")});
        if (!m_process.waitForStarted(5000))
            return {};
        send(1, QStringLiteral("initialize"),
             {{QStringLiteral("protocolVersion"), QStringLiteral("2025-06-18")},
              {QStringLiteral("capabilities"), QJsonObject{}},
              {QStringLiteral("clientInfo"),
               QJsonObject{{QStringLiteral("name"), clientName},
                           {QStringLiteral("version"), QStringLiteral("1.0")}}}});
        const QJsonObject answer = awaitAnswer(1, 10'000);
        write({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
               {QStringLiteral("method"), QStringLiteral("notifications/initialized")}});
        return answer.value(QLatin1String("result")).toObject();
    }

    /// Sends tools/call query_match_history {limit: 1} with `id`.
    void callHistory(int id)
    {
        send(id, QStringLiteral("tools/call"),
             {{QStringLiteral("name"), QStringLiteral("query_match_history")},
              {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("limit"), 1}}}});
    }

    /// Sends tools/call `name` with `arguments` and `id`.
    void callTool(int id, const QString &name, const QJsonObject &arguments)
    {
        send(id, QStringLiteral("tools/call"),
             {{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}});
    }

    /// The answer to request `id` (the event loop runs meanwhile: the panel is in this
    /// process); empty when none came within `withinMs`.
    QJsonObject awaitAnswer(int id, int withinMs = 20'000)
    {
        QDeadlineTimer deadline(withinMs);
        while (true) {
            while (m_process.canReadLine()) {
                const QJsonObject message =
                    QJsonDocument::fromJson(m_process.readLine().trimmed()).object();
                if (message.value(QLatin1String("id")).toInt(-1) == id)
                    return message;
            }
            if (deadline.hasExpired() || m_process.state() != QProcess::Running)
                return {};
            QSignalSpy more(&m_process, &QProcess::readyReadStandardOutput);
            more.wait(int(std::max<qint64>(1, deadline.remainingTime())));
        }
    }

private:
    void send(int id, const QString &method, const QJsonObject &params)
    {
        write({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
               {QStringLiteral("id"), id},
               {QStringLiteral("method"), method},
               {QStringLiteral("params"), params}});
    }
    void write(const QJsonObject &message)
    {
        m_process.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    }

    QProcess m_process;
};

/// A tool result's text and whether it is an error.
inline QString textOf(const QJsonObject &answer)
{
    return answer.value(QLatin1String("result"))
        .toObject()
        .value(QLatin1String("content"))
        .toArray()
        .first()
        .toObject()
        .value(QLatin1String("text"))
        .toString();
}

inline bool isError(const QJsonObject &answer)
{
    return answer.value(QLatin1String("result"))
        .toObject()
        .value(QLatin1String("isError"))
        .toBool(true);
}

inline QString instructionsOf(const QJsonObject &initialized)
{
    return initialized.value(QLatin1String("instructions")).toString();
}

} // namespace mcpprocess
