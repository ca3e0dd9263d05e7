// Tf2FileConnector: the two files. The command goes in atomically (QSaveFile: a temporary file
// in the same folder, renamed over the command file); the response file is polled until it
// holds our id's answer or the run times out.

#include "connectors/tf2/Tf2FileConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/tf2/Tf2Ids.h"
#include "connectors/tf2/Tf2Log.h"
#include "connectors/tf2/Tf2Message.h"
#include "connectors/tf2/Tf2Values.h"

#include <QDateTime>
#include <QFile>
#include <QSaveFile>

namespace connectors::tf2 {
namespace {

/// The file's bytes; empty when it is missing. Reads at most one byte over the limit, so an
/// oversized file is recognised without reading it whole.
QByteArray readAtMost(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(kMaxFileBytes + 1);
}

/// Removes the command file if it still holds `sent`: the game has not read it.
bool removeIfUnread(const QString &path, const QByteArray &sent)
{
    return readAtMost(path) == sent && QFile::remove(path);
}

} // namespace

Tf2FileConnector::~Tf2FileConnector()
{
    // A command nobody will wait for any more is taken back if the game has not read it yet.
    if (m_flight)
        removeIfUnread(m_commandFile, m_flight->sent);
}

void Tf2FileConnector::startNext()
{
    while (!m_flight && !m_queue.isEmpty()) {
        InFlight flight;
        flight.pending = m_queue.dequeue();
        flight.id = newRequestId(m_lastId);
        m_lastId = flight.id;
        clearStaleResponse();
        if (!writeCommand(flight))
            continue;
        flight.since.start();
        m_deadline.start(timeoutFor(flight.pending.command));
        m_pollTimer.start();
        m_flight = std::move(flight);
        ++m_counters.sent;
    }
}

bool Tf2FileConnector::writeCommand(InFlight &flight)
{
    Tf2Command command;
    command.id = flight.id;
    command.cmd = flight.pending.command;
    command.ts = QDateTime::currentMSecsSinceEpoch();
    command.params = flight.pending.params;
    flight.sent = encodeCommand(command);

    QSaveFile file(m_commandFile);
    file.setDirectWriteFallback(false); // never write in place: the game might read half
    if (file.open(QIODevice::WriteOnly) && file.write(flight.sent) == flight.sent.size() &&
        file.commit()) {
        emitWire(WireEntry::Direction::Sent, m_commandFile, flight.sent);
        return true;
    }
    const QString reason = file.errorString();
    qCDebug(lcTf2) << "cannot write" << m_commandFile << reason;
    finishLater(flight.pending.run, QStringLiteral("write_failed"),
                Tr::tr("Cannot write the command file %1 (%2); check that its folder exists and "
                       "can be written.")
                    .arg(m_commandFile, reason));
    return false;
}

void Tf2FileConnector::clearStaleResponse()
{
    if (!QFile::exists(m_responseFile))
        return;
    const QByteArray stale = readAtMost(m_responseFile);
    if (!QFile::remove(m_responseFile)) {
        note(Tr::tr("A stale response file %1 is there and cannot be removed: remove it by "
                    "hand, or the game's next answer may not get through.")
                 .arg(m_responseFile));
        return;
    }
    ++m_counters.staleCleared;
    emitWire(WireEntry::Direction::Received, m_responseFile, stale);
    note(Tr::tr("Stale response cleared before sending a new command."));
}

void Tf2FileConnector::poll()
{
    if (!m_flight)
        return;
    const QByteArray bytes = readAtMost(m_responseFile);
    if (bytes.isEmpty())
        return; // not there yet, or cleared by a writer about to write
    takeResponse(bytes);
}

bool Tf2FileConnector::takeResponse(const QByteArray &bytes)
{
    InFlight &flight = *m_flight;
    const auto response = decodeResponse(bytes);
    if (!response) {
        if (response.error().code == QLatin1String("tf2.incomplete"))
            ++m_counters.incompleteReads;
        flight.lastProblem = response.error().message;
        noteOnce(bytes, response.error().message);
        return false;
    }
    if (response->id != flight.id) {
        if (bytes != flight.lastNoted)
            ++m_counters.otherIds;
        noteOnce(bytes, Tr::tr("An answer for id %1 was ignored: waiting for %2.")
                            .arg(response->id, flight.id));
        return false;
    }
    emitWire(WireEntry::Direction::Received, m_responseFile, bytes);
    QFile::remove(m_responseFile); // taken: the next command starts from no file
    m_counters.lastRoundTripMs = flight.since.elapsed();
    CommandResult result;
    result.ok = response->ok;
    if (response->ok) {
        ++m_counters.answered;
        result.data = typeBack(response->data);
        result.message = Tr::tr("%1 answered in %2 ms.")
                             .arg(flight.pending.command)
                             .arg(m_counters.lastRoundTripMs);
    } else {
        ++m_counters.gameErrors;
        result.errorCode = QStringLiteral("game_error");
        result.message =
            Tr::tr("The game refused %1: %2").arg(flight.pending.command, response->message);
    }
    finish(result);
    return true;
}

void Tf2FileConnector::noteOnce(const QByteArray &bytes, const QString &text)
{
    InFlight &flight = *m_flight;
    if (bytes == flight.lastNoted)
        return;
    flight.lastNoted = bytes;
    emitWire(WireEntry::Direction::Received, m_responseFile, bytes);
    note(text);
    Q_EMIT figuresChanged();
}

void Tf2FileConnector::timeOut()
{
    if (!m_flight)
        return;
    poll(); // an answer that came since the last poll still counts
    if (!m_flight)
        return;
    const InFlight &flight = *m_flight;
    ++m_counters.timeouts;
    QString message = Tr::tr("No answer to %1 within %2 s. Is Transport Fever 2 running with "
                             "the IPC mod, reading %3?")
                          .arg(flight.pending.command)
                          .arg(timeoutFor(flight.pending.command) / 1000.0)
                          .arg(m_commandFile);
    if (!flight.lastProblem.isEmpty())
        message +=
            QLatin1Char(' ') + Tr::tr("The last response file read: %1").arg(flight.lastProblem);
    withdrawCommand();
    note(message);
    CommandResult result;
    result.errorCode = QStringLiteral("timeout");
    result.message = message;
    finish(result);
}

void Tf2FileConnector::withdrawCommand()
{
    if (m_flight && removeIfUnread(m_commandFile, m_flight->sent))
        note(Tr::tr("Command %1 withdrawn: the game had not read it.").arg(m_flight->id));
}

} // namespace connectors::tf2
