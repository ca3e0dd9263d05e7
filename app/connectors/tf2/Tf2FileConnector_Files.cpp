// Tf2FileConnector: the two files. The command goes in atomically (a new 0600 file in the same
// folder, renamed over the command file); the response file is polled until it holds our id's
// answer or the run times out. Both are touched only when they are regular files of ours
// (Tf2OwnFile.h): a planted link, named pipe or another user's file is refused and reported.

#include "connectors/tf2/Tf2FileConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/tf2/Tf2Ids.h"
#include "connectors/tf2/Tf2Log.h"
#include "connectors/tf2/Tf2Message.h"
#include "connectors/tf2/Tf2OwnFile.h"
#include "connectors/tf2/Tf2Values.h"

#include <QDateTime>
#include <QFileInfo>
#include <utility>

namespace icconnectors::tf2 {
namespace {

/// A regular file of ours, at most one byte over the limit (so an oversized file is recognised
/// without reading it whole); a link, a pipe or another user's file is refused unread.
OwnFileRead readAtMost(const QString &path)
{
    return readOwnFile(path, kMaxFileBytes + 1);
}

/// Removes the command file if it still holds `sent`: the game has not read it.
bool removeIfUnread(const QString &path, const QByteArray &sent)
{
    const OwnFileRead read = readAtMost(path);
    return read.outcome == OwnFileRead::Outcome::Read && read.bytes == sent &&
           removeOwnEntry(path).isEmpty();
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
        if (waitingForClear()) {
            awaitFiles(); // poll() comes back here when the game clears it
            m_clearWake.start(qMax(0, m_clearWaitMs - int(m_answeredAt.elapsed())));
            return;
        }
        InFlight flight;
        flight.pending = m_queue.dequeue();
        flight.id = newRequestId(m_lastId);
        m_lastId = flight.id;
        clearStaleResponse();
        if (!writeCommand(flight))
            continue;
        flight.since.start();
        m_deadline.start(timeoutFor(flight.pending.command));
        m_flight = std::move(flight);
        ++m_counters.sent;
        awaitFiles();
    }
}

void Tf2FileConnector::awaitFiles()
{
    if (isWatching() || isPolling())
        return; // already waiting; a change brings poll()
    QStringList folders;
    for (const QString &file : {m_commandFile, m_responseFile})
        folders << QFileInfo(file).absolutePath();
    folders.removeDuplicates();
    for (const QString &folder : std::as_const(folders)) {
        if (!m_watcher.addPath(folder)) {
            qCDebug(lcTf2) << "cannot watch" << folder << "- polling the response file";
            m_pollTimer.start();
        }
    }
    filesChanged(); // watches the files there are, then reads: an answer already there counts
}

void Tf2FileConnector::stopAwaiting()
{
    m_pollTimer.stop();
    m_clearWake.stop();
    const QStringList watched = m_watcher.directories() + m_watcher.files();
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
}

void Tf2FileConnector::filesChanged()
{
    if (m_watcher.directories().isEmpty() && !m_pollTimer.isActive())
        return; // not waiting (a change queued before the wait was over)
    // Watched before reading: a change after this is signalled, one before is read now. A file
    // watch drops out when the file goes; the folder's watch sees it come back.
    for (const QString &file : {m_commandFile, m_responseFile}) {
        if (!m_watcher.files().contains(file) && QFileInfo::exists(file))
            m_watcher.addPath(file);
    }
    // Later, not inside startNext() or a signal of the watcher; once for a burst of changes
    // (a write and a rename, the folder's and the file's signal), not once per signal.
    if (std::exchange(m_pollQueued, true))
        return;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_pollQueued = false;
            poll();
        },
        Qt::QueuedConnection);
}

bool Tf2FileConnector::waitingForClear()
{
    if (m_answered.isEmpty())
        return false;
    const OwnFileRead read = readAtMost(m_commandFile);
    if (read.outcome != OwnFileRead::Outcome::Read || read.bytes != m_answered) {
        m_answered.clear(); // cleared (emptied or removed), or no longer ours to wait for
        return false;
    }
    if (m_answeredAt.elapsed() < m_clearWaitMs) {
        if (!m_clearWaitNoted)
            note(Tr::tr("Waiting for the game to clear the command file before writing the "
                        "next command."));
        m_clearWaitNoted = true;
        return true;
    }
    note(Tr::tr("The game did not clear the command file within %1 s of answering; the next "
                "command is written anyway (the mod skips the answered id).")
             .arg(m_clearWaitMs / 1000.0));
    m_answered.clear();
    return false;
}

bool Tf2FileConnector::writeCommand(InFlight &flight)
{
    Tf2Command command;
    command.id = flight.id;
    command.cmd = flight.pending.command;
    command.ts = QDateTime::currentMSecsSinceEpoch();
    command.params = flight.pending.params;
    flight.sent = encodeCommand(command);

    if (const QString unsafe = checkReplaceable(m_commandFile); !unsafe.isEmpty()) {
        ++m_counters.refused;
        note(unsafe);
        finishLater(flight.pending.run, QStringLiteral("unsafe_file"),
                    Tr::tr("Nothing was written: %1").arg(unsafe));
        return false;
    }
    // Never written in place (the game might read half): a new file renamed over the name.
    const QString reason = writeOwnFile(m_commandFile, flight.sent);
    if (reason.isEmpty()) {
        emitWire(WireEntry::Direction::Sent, m_commandFile, flight.sent);
        return true;
    }
    qCDebug(lcTf2) << "cannot write" << m_commandFile << reason;
    finishLater(flight.pending.run, QStringLiteral("write_failed"),
                Tr::tr("Cannot write the command file %1 (%2); check that its folder exists and "
                       "can be written.")
                    .arg(m_commandFile, reason));
    return false;
}

void Tf2FileConnector::clearStaleResponse()
{
    const OwnFileRead stale = readAtMost(m_responseFile);
    if (stale.outcome == OwnFileRead::Outcome::Missing)
        return;
    if (stale.outcome == OwnFileRead::Outcome::Refused) {
        ++m_counters.refused;
        note(stale.problem); // its content stays unread, out of the log
    }
    // unlink(2) removes the name: a link goes, its target is never touched.
    if (const QString problem = removeOwnEntry(m_responseFile); !problem.isEmpty()) {
        note(Tr::tr("A stale response file is there and was left: %1 Until it goes, the "
                    "game's answers may not get through.")
                 .arg(problem));
        return;
    }
    ++m_counters.staleCleared;
    if (stale.outcome == OwnFileRead::Outcome::Read)
        emitWire(WireEntry::Direction::Received, m_responseFile, stale.bytes);
    note(Tr::tr("Stale response cleared before sending a new command."));
}

void Tf2FileConnector::poll()
{
    if (!m_flight) {
        if (m_queue.isEmpty())
            return stopAwaiting(); // a change after the wait was over
        startNext();               // waiting for the game to clear the answered command
        if (m_flight)
            Q_EMIT figuresChanged();
        else if (m_queue.isEmpty() || m_answered.isEmpty())
            stopAwaiting();
        return;
    }
    const OwnFileRead read = readAtMost(m_responseFile);
    if (read.outcome == OwnFileRead::Outcome::Refused)
        return refuseResponse(read.problem);
    if (read.bytes.isEmpty())
        return; // not there yet, or cleared by a writer about to write
    takeResponse(read.bytes);
}

void Tf2FileConnector::refuseResponse(const QString &problem)
{
    InFlight &flight = *m_flight;
    if (flight.lastProblem == problem)
        return; // noted once; polled again, as the game may replace it
    flight.lastProblem = problem;
    flight.lastNoted.clear();
    ++m_counters.refused;
    note(problem);
    Q_EMIT figuresChanged();
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
    if (const QString left = removeOwnEntry(m_responseFile); !left.isEmpty())
        note(left);           // taken: the next command starts from no file
    m_answered = flight.sent; // the next waits until the game has cleared it
    m_answeredAt.start();
    m_clearWaitNoted = false;
    m_counters.lastRoundTripMs = flight.since.elapsed();
    CommandResult result;
    if (response->answer) {
        ++m_counters.answered;
        result.data = typeBack(*response->answer);
        result.outcome = Tr::tr("%1 answered in %2 ms.")
                             .arg(flight.pending.command)
                             .arg(m_counters.lastRoundTripMs);
    } else {
        ++m_counters.gameErrors;
        result.outcome =
            ic::Error{QStringLiteral("game_error"),
                      Tr::tr("The game refused %1: %2")
                          .arg(flight.pending.command, response->answer.error().message)};
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
    finish(CommandResult{0, ic::Error{QStringLiteral("timeout"), message}, QJsonValue()});
}

void Tf2FileConnector::withdrawCommand()
{
    if (m_flight && removeIfUnread(m_commandFile, m_flight->sent))
        note(Tr::tr("Command %1 withdrawn: the game had not read it.").arg(m_flight->id));
}

} // namespace icconnectors::tf2
