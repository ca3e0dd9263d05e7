#include "connectors/tf2/peer/Tf2SimGame.h"

#include "connectors/common/Tr.h"
#include "connectors/tf2/peer/Tf2PeerFiles.h"
#include "connectors/tf2/peer/Tf2PeerLog.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace icconnectors::tf2 {

Tf2SimGame::Options Tf2SimGame::optionsInFolder(const QString &folder)
{
    const QDir dir(folder);
    Options options;
    options.commandFile = dir.filePath(QStringLiteral("tf2_cmd.json"));
    options.responseFile = dir.filePath(QStringLiteral("tf2_resp.json"));
    options.logFile = dir.filePath(QStringLiteral("tf2_simple_ipc.log"));
    return options;
}

Tf2SimGame::Tf2SimGame(Options options, QObject *parent)
    : QObject(parent), m_options(std::move(options))
{
    m_ticker.setInterval(qMax(1, m_options.tickMs));
    connect(&m_ticker, &QTimer::timeout, this, &Tf2SimGame::tick);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &Tf2SimGame::wake);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &Tf2SimGame::wake);
}

Tf2SimGame::~Tf2SimGame() = default;

ic::Result<void> Tf2SimGame::start()
{
    // A folder anyone may write without the sticky bit is refused, as the connector refuses it:
    // another user could swap any of the files between two ticks.
    for (const QString &file : {m_options.commandFile, m_options.responseFile, m_options.logFile}) {
        if (const QString problem = peer::checkServedFolder(QFileInfo(file).absolutePath());
            !problem.isEmpty())
            return ic::Error{QStringLiteral("tf2.unsafe_folder"), problem};
    }
    if (const QString problem = peer::writeGameFileInPlace(m_options.logFile, {}, true);
        !problem.isEmpty())
        return ic::Error{QStringLiteral("tf2.log_unwritable"),
                         Tr::tr("Cannot open the log file %1 (%2); choose a folder that can be "
                                "written.")
                             .arg(m_options.logFile, problem)};
    log(QStringLiteral("simple_ipc started, polling %1").arg(m_options.commandFile));
    m_running = true;
    m_clock.start();
    m_worldTicks = 0;
    const QString folder = QFileInfo(m_options.commandFile).absolutePath();
    if (!m_watcher.addPath(folder))
        log(QStringLiteral("cannot watch %1: polling every tick").arg(folder));
    wake();
    return ic::success();
}

void Tf2SimGame::stop()
{
    if (!m_running)
        return;
    m_running = false;
    m_ticker.stop();
    if (!m_watcher.directories().isEmpty() || !m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.directories() + m_watcher.files());
    log(QStringLiteral("simple_ipc stopped"));
}

void Tf2SimGame::wake()
{
    if (!m_running)
        return;
    watchCommandFile(); // before reading: a change after this is signalled, one before is read
    if (m_ticker.isActive())
        return; // ticking anyway: the next tick reads it, lags count in whole ticks as before
    m_ticker.start();
    tick();
}

void Tf2SimGame::watchCommandFile()
{
    // A file is watched only while it exists (a removed one drops out); the folder sees it come.
    if (!m_watcher.files().contains(m_options.commandFile) &&
        QFileInfo::exists(m_options.commandFile))
        m_watcher.addPath(m_options.commandFile);
}

void Tf2SimGame::catchUpWorld()
{
    const qint64 due = m_clock.elapsed() / qMax(1, m_options.tickMs);
    if (due > m_worldTicks)
        m_world.advanceTicks(due - m_worldTicks);
    m_worldTicks = qMax(due, m_worldTicks);
}

void Tf2SimGame::restIfIdle()
{
    const bool watching = !m_watcher.directories().isEmpty();
    if (watching && m_clearInTicks < 0 && m_lastIncomplete.isEmpty())
        m_ticker.stop();
}

void Tf2SimGame::tick()
{
    catchUpWorld();
    step();
    restIfIdle();
}

void Tf2SimGame::step()
{
    if (holdingResponse())
        return; // the mod is still writing the last answer; releaseHeldResponse() goes on
    if (m_clearInTicks > 0 && --m_clearInTicks > 0)
        return; // still processing: the command file is cleared after the lag
    if (m_clearInTicks == 0) {
        m_clearInTicks = -1;
        return clearCommandFile();
    }
    // A link (symbolic or hard), a named pipe or another user's file is never read (nor blocks
    // the tick), and so never cleared either.
    const peer::GameFileRead read =
        peer::readGameFile(m_options.commandFile, peer::kModMaxCommandBytes + 1);
    if (read.outcome == peer::GameFileRead::Outcome::Refused) {
        if (read.problem != m_lastRefusal)
            log(QStringLiteral("command file refused: %1").arg(read.problem));
        m_lastRefusal = read.problem;
        return;
    }
    m_lastRefusal.clear();
    if (!read.bytes.trimmed().isEmpty())
        return handle(read.bytes);
    m_lastIncomplete.clear(); // emptied or gone: nothing half-written to read again
}

void Tf2SimGame::handle(const QByteArray &bytes)
{
    using Outcome = peer::ModCommandRead::Outcome;
    const peer::ModCommandRead read = peer::readModCommand(bytes);
    if (read.outcome != Outcome::Incomplete)
        m_lastIncomplete.clear();
    switch (read.outcome) {
    case Outcome::Incomplete:
        ++m_incompleteReads;
        if (bytes != m_lastIncomplete)
            log(QStringLiteral("command file not complete, read again next tick: %1")
                    .arg(read.problem));
        m_lastIncomplete = bytes;
        Q_EMIT commandIncomplete();
        return;
    case Outcome::Unanswerable:
        log(QStringLiteral("dropped a command without a usable id: %1").arg(read.problem));
        return clearCommandFile();
    case Outcome::Refused:
        return refuse(read.command.id, read.problem);
    case Outcome::Command:
        return process(read.command);
    }
}

void Tf2SimGame::process(const peer::ModCommand &command)
{
    if (command.id == m_lastCmdId) {
        log(QStringLiteral("skipping %1: already processed").arg(command.id));
        return clearCommandFile();
    }
    log(QStringLiteral("received %1 id=%2").arg(command.cmd, command.id));
    m_lastCmdId = command.id;
    const ic::Result<QJsonValue> answer = m_world.answer(command);
    ++m_processed;
    respond(command.id, answer); // the seed's order: the answer first, then the clear
    Q_EMIT commandAnswered(command.id, command.cmd, answer.ok());
}

void Tf2SimGame::refuse(const QString &id, const QString &message)
{
    log(QStringLiteral("refused command %1: %2").arg(id, message));
    m_lastCmdId = id;
    respond(id, ic::Error{QStringLiteral("tf2.refused"), message});
    Q_EMIT commandAnswered(id, QString(), false);
}

void Tf2SimGame::respond(const QString &id, const ic::Result<QJsonValue> &answer)
{
    const QByteArray bytes = peer::writeModResponse(id, answer);
    if (m_holdNext) {
        m_holdNext = false;
        const qsizetype half = bytes.size() / 2;
        m_heldRest = bytes.mid(half);
        writeResponse(bytes.left(half), false);
        log(QStringLiteral("response %1 half written, held").arg(id));
        Q_EMIT responseHeld();
        return; // cleared once the rest is written
    }
    if (writeResponse(bytes, m_options.atomicResponses))
        log(QStringLiteral("answered %1: %2")
                .arg(id, answer ? QStringLiteral("ok") : answer.error().message));
    Q_EMIT responseWritten(id);
    afterResponse();
}

void Tf2SimGame::afterResponse()
{
    if (m_options.clearLagTicks <= 0)
        return clearCommandFile();
    m_clearInTicks = m_options.clearLagTicks;
}

void Tf2SimGame::releaseHeldResponse()
{
    if (!holdingResponse())
        return;
    if (const QString problem =
            peer::writeGameFileInPlace(m_options.responseFile, m_heldRest, true);
        !problem.isEmpty())
        log(QStringLiteral("cannot complete %1: %2").arg(m_options.responseFile, problem));
    m_heldRest.clear();
    log(QStringLiteral("held response completed"));
    Q_EMIT responseWritten(m_lastCmdId);
    afterResponse();
    if (m_running && !m_ticker.isActive())
        m_ticker.start(); // a clear may be due after the lag
}

bool Tf2SimGame::writeResponse(const QByteArray &bytes, bool atomic)
{
    // Atomic: a new 0600 file renamed over the name; else in place, into the file only after
    // fstat() of the open descriptor found it ours with one name. Neither follows a link, nor
    // writes through a hard link planted at the name.
    const QString problem = atomic
                                ? peer::replaceGameFile(m_options.responseFile, bytes)
                                : peer::writeGameFileInPlace(m_options.responseFile, bytes, false);
    if (problem.isEmpty())
        return true;
    log(QStringLiteral("cannot write %1: %2").arg(m_options.responseFile, problem));
    return false;
}

void Tf2SimGame::clearCommandFile()
{
    if (const QString problem = peer::writeGameFileInPlace(m_options.commandFile, {}, false);
        !problem.isEmpty())
        log(QStringLiteral("cannot clear %1: %2").arg(m_options.commandFile, problem));
}

void Tf2SimGame::log(const QString &line)
{
    qCDebug(lcTf2Peer) << line;
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    peer::writeGameFileInPlace(m_options.logFile,
                               QStringLiteral("[%1] %2\n").arg(stamp, line).toUtf8(),
                               true); // a log line that cannot be written is dropped
}

} // namespace icconnectors::tf2
