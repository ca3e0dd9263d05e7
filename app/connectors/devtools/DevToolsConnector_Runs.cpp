// DevToolsConnector: what comes in (answers, the welcome, events, malformed messages) and the
// queue of runs, one command in flight at a time (RFC-014 answers carry no id).

#include "connectors/devtools/DevToolsConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsAnswerMatch.h"
#include "connectors/devtools/DevToolsCatalogue.h"
#include "connectors/devtools/DevToolsCodec.h"
#include "connectors/devtools/DevToolsErrors.h"
#include "connectors/devtools/DevToolsLog.h"

#include <QJsonObject>
#include <QTimer>
#include <QWebSocket>

namespace icconnectors::devtools {
namespace {

CommandResult failure(quint64 run, const QString &code, const QString &message)
{
    return CommandResult{run, ic::Error{code, message}, QJsonValue()};
}

} // namespace

quint64 DevToolsConnector::run(const QString &command, const QVariantMap &params)
{
    const quint64 id = ++m_lastRun;
    auto typed = DevToolsCatalogue::check(command, params);
    if (!typed)
        return failSoon(id, typed.error().code, typed.error().message);
    if (state() != State::Open)
        return failSoon(
            id, DevToolsErrors::notConnected,
            Tr::tr("Not connected to %1: open the connection first (%2)")
                .arg(m_url.toString(), stateDetail().isEmpty() ? Tr::tr("closed") : stateDetail()));
    Pending pending;
    pending.run = id;
    pending.command = command;
    pending.args = *typed;
    pending.bytes = DevToolsCodec::encodeCommand(command, *typed);
    m_queue.push_back(std::move(pending));
    pump();
    return id;
}

void DevToolsConnector::pump()
{
    if (m_inFlight || m_queue.empty() || state() != State::Open || !m_socket)
        return;
    m_inFlight = std::move(m_queue.front());
    m_queue.pop_front();
    m_socket->sendTextMessage(QString::fromUtf8(m_inFlight->bytes));
    logWire(WireEntry::Direction::Sent, m_inFlight->bytes);
    m_inFlight->sentAt.start();
    m_stats.recordSent();
    m_answerTimer.start();
    Q_EMIT figuresChanged();
}

void DevToolsConnector::onText(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    logWire(WireEntry::Direction::Received, bytes);
    const auto decoded = DevToolsCodec::decode(bytes);
    if (!decoded) {
        qCWarning(lcDevTools).noquote() << decoded.error().message;
        m_stats.recordMalformed();
        note(decoded.error().message);
        if (decoded.error().code == DevToolsCodec::badResult && m_inFlight && m_welcomed)
            failInFlight(DevToolsErrors::malformedResult,
                         Tr::tr("The answer to %1 could not be read: %2")
                             .arg(m_inFlight->command, decoded.error().message));
        Q_EMIT figuresChanged();
        return;
    }
    if (decoded->isCommandResult()) {
        onCommandResult(*decoded);
        return;
    }
    m_stats.recordEvent(decoded->name);
    Q_EMIT peerEvent(decoded->name, decoded->payload());
    Q_EMIT figuresChanged();
}

void DevToolsConnector::onBinary(const QByteArray &bytes)
{
    logWire(WireEntry::Direction::Received, bytes);
    m_stats.recordMalformed();
    note(Tr::tr("Ignored a binary frame of %1 bytes: RFC-014 uses UTF-8 JSON text frames only.")
             .arg(bytes.size()));
    Q_EMIT figuresChanged();
}

void DevToolsConnector::onCommandResult(const DevToolsEvent &event)
{
    if (!m_welcomed) {
        onWelcome(event);
        return;
    }
    if (!m_inFlight) {
        onUnasked(event);
        return;
    }
    const auto match = DevToolsAnswerMatch::judge(m_inFlight->command, m_inFlight->args, event);
    if (match.verdict() == DevToolsAnswerMatch::Verdict::Contradicted) {
        onForeign(event, match.belongsTo());
        return;
    }
    if (match.verdict() == DevToolsAnswerMatch::Verdict::Plausible && m_othersSeen)
        note(Tr::tr("Took this command_result as the answer to %1 by its order only: this server "
                    "has sent results of other clients' commands, and this one does not say "
                    "which command it answers.")
                 .arg(m_inFlight->command));
    onAnswer(event);
}

void DevToolsConnector::onForeign(const DevToolsEvent &event, const QString &belongsTo)
{
    m_othersSeen = true;
    ++m_inFlight->foreign;
    m_stats.recordForeign();
    note(Tr::tr("A command_result for %1 came while %2 waited for its answer: not taken as %2's "
                "answer (RFC-014 answers carry no id; the server seems to send every client's "
                "results), shown as an event; %2 keeps waiting.")
             .arg(belongsTo, m_inFlight->command));
    Q_EMIT peerEvent(event.name, event.payload());
    Q_EMIT figuresChanged();
}

void DevToolsConnector::onWelcome(const DevToolsEvent &event)
{
    m_welcomed = true;
    m_welcomeTimer.stop();
    m_retryDelay = m_firstRetry;
    onUnasked(event);
    changeState(State::Open, event.message.isEmpty() ? Tr::tr("Open.") : event.message);
    pump();
}

void DevToolsConnector::onUnasked(const DevToolsEvent &event)
{
    if (m_welcomed && state() == State::Open) {
        m_othersSeen = true;
        note(Tr::tr("A command_result came when no command was waiting for one; shown as an "
                    "event."));
    }
    m_stats.recordEvent(event.name);
    Q_EMIT peerEvent(event.name, event.payload());
    Q_EMIT figuresChanged();
}

void DevToolsConnector::onAnswer(const DevToolsEvent &event)
{
    m_answerTimer.stop();
    Pending pending = std::move(*m_inFlight);
    m_inFlight.reset();
    const QString code = event.success ? QString() : DevToolsErrors::classify(event.message);
    m_stats.recordAnswer(pending.sentAt.elapsed(), code);
    if (event.success && pending.command == QLatin1String("query"))
        m_stats.recordQuery(event.result);
    CommandResult result{pending.run, event.message, event.result};
    if (!event.success)
        result.outcome = ic::Error{code, event.message};
    finish(result);
    pump();
}

void DevToolsConnector::onAnswerTimeout()
{
    if (!m_inFlight)
        return;
    const QString command = m_inFlight->command;
    QString message = Tr::tr("No answer to %1 within %2 ms. The game may be busy or stuck; the "
                             "connection is restarted (RFC-014 answers carry no id, so a late one "
                             "would be taken for the next command's).")
                          .arg(command)
                          .arg(m_answerTimer.interval());
    if (m_inFlight->foreign > 0)
        message += QLatin1Char(' ') +
                   Tr::tr("Answers to other commands came meanwhile and were not taken: the "
                          "server sends every client's results, or words its answers unlike "
                          "RFC-014's examples (see the wire log).");
    failInFlight(DevToolsErrors::timeout, message);
    restartAfterTimeout();
}

void DevToolsConnector::onWelcomeTimeout()
{
    if (m_welcomed || !m_socket)
        return;
    m_welcomed = true;
    note(Tr::tr("No welcome came within %1 ms (RFC-014 says the server sends one); going on "
                "without it.")
             .arg(m_welcomeTimer.interval()));
    changeState(State::Open, Tr::tr("Open (the server sent no welcome)."));
    pump();
}

quint64 DevToolsConnector::failSoon(quint64 run, const QString &code, const QString &message)
{
    m_stats.recordFailure(code);
    // After run() has returned the number, so that the caller can match it.
    QTimer::singleShot(0, this, [this, result = failure(run, code, message)] { finish(result); });
    return run;
}

void DevToolsConnector::failInFlight(const QString &code, const QString &message)
{
    if (!m_inFlight)
        return;
    m_answerTimer.stop();
    const quint64 run = m_inFlight->run;
    m_inFlight.reset();
    m_stats.recordFailure(code);
    finish(failure(run, code, message));
}

void DevToolsConnector::failAll(const QString &code, const QString &message)
{
    failInFlight(code, message);
    std::deque<Pending> queued;
    queued.swap(m_queue);
    for (const Pending &pending : queued) {
        m_stats.recordFailure(code);
        finish(failure(pending.run, code, message));
    }
}

void DevToolsConnector::finish(const CommandResult &result)
{
    if (!result.ok())
        qCInfo(lcDevTools).noquote()
            << "run" << result.run << result.errorCode() << result.message();
    Q_EMIT finished(result);
    Q_EMIT figuresChanged();
}

} // namespace icconnectors::devtools
