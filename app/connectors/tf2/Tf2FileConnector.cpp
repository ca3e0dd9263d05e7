// Tf2FileConnector: the queue, opening and closing, results and figures. The files themselves
// (writing the command, polling the response) are in Tf2FileConnector_Files.cpp.

#include "connectors/tf2/Tf2FileConnector.h"

#include "connectors/common/Tr.h"
#include "connectors/tf2/Tf2Commands.h"
#include "connectors/tf2/Tf2Log.h"
#include "connectors/tf2/Tf2OwnFile.h"
#include "connectors/tf2/Tf2Values.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace icconnectors::tf2 {

Tf2FileConnector::Tf2FileConnector(QObject *parent)
    : Connector(parent), m_defaultTimeoutMs(kDefaultTimeoutMs), m_pingTimeoutMs(kPingTimeoutMs),
      m_clearWaitMs(kPingTimeoutMs)
{
    setFolder(QStringLiteral("/tmp"));
    m_pollTimer.setInterval(kPollIntervalMs);
    m_deadline.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &Tf2FileConnector::poll);
    m_clearWake.setSingleShot(true);
    connect(&m_clearWake, &QTimer::timeout, this, &Tf2FileConnector::poll);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this,
            &Tf2FileConnector::filesChanged);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &Tf2FileConnector::filesChanged);
    connect(&m_deadline, &QTimer::timeout, this, &Tf2FileConnector::timeOut);
}

void Tf2FileConnector::setFolder(const QString &folder)
{
    const QDir dir(folder);
    m_commandFile = dir.filePath(QStringLiteral("tf2_cmd.json"));
    m_responseFile = dir.filePath(QStringLiteral("tf2_resp.json"));
}

void Tf2FileConnector::setPollInterval(int ms)
{
    m_pollTimer.setInterval(qMax(1, ms));
}

void Tf2FileConnector::setTimeouts(int defaultMs, int pingMs)
{
    m_defaultTimeoutMs = qMax(1, defaultMs);
    m_pingTimeoutMs = qMax(1, pingMs);
}

int Tf2FileConnector::timeoutFor(const QString &command) const
{
    return command == QLatin1String("ping") ? m_pingTimeoutMs : m_defaultTimeoutMs;
}

QList<CommandSpec> Tf2FileConnector::commands() const
{
    return tf2Commands();
}

void Tf2FileConnector::changeState(State state, const QString &detail)
{
    if (setState(state, detail))
        Q_EMIT figuresChanged();
}

void Tf2FileConnector::open()
{
    for (const QString &file : {m_commandFile, m_responseFile}) {
        const QFileInfo folder(QFileInfo(file).absolutePath());
        if (!folder.isDir() || !folder.isWritable()) {
            changeState(State::Failed,
                        Tr::tr("The folder %1 does not exist or cannot be written; create it or "
                               "choose the folder the TF2 mod uses.")
                            .arg(folder.filePath()));
            return;
        }
        if (const QString unsafe = checkSharedFolder(folder.filePath()); !unsafe.isEmpty()) {
            changeState(State::Failed, unsafe);
            return;
        }
    }
    qCDebug(lcTf2) << "commands to" << m_commandFile << "answers from" << m_responseFile;
    changeState(State::Open);
}

void Tf2FileConnector::close()
{
    if (state() == State::Closed)
        return;
    failAll(QStringLiteral("closed"), Tr::tr("The connector was closed before the game answered."));
    m_answered.clear();
    changeState(State::Closed);
}

void Tf2FileConnector::failAll(const QString &code, const QString &message)
{
    QQueue<Pending> waiting;
    waiting.swap(m_queue);
    if (m_flight) {
        withdrawCommand();
        waiting.prepend(m_flight->pending);
        m_flight.reset();
        m_deadline.stop();
    }
    stopAwaiting(); // a command's answer, or a wait for the game to clear the command file
    for (const Pending &pending : waiting)
        finishLater(pending.run, code, message);
}

quint64 Tf2FileConnector::run(const QString &command, const QVariantMap &params)
{
    const quint64 number = ++m_lastRun;
    const QList<CommandSpec> catalogue = commands();
    const auto spec = std::find_if(catalogue.cbegin(), catalogue.cend(),
                                   [&](const CommandSpec &s) { return s.name == command; });
    if (spec == catalogue.cend()) {
        finishLater(number, QStringLiteral("unknown_command"),
                    Tr::tr("The game has no command \"%1\"; choose one of the list.").arg(command));
        return number;
    }
    if (state() != State::Open) {
        finishLater(number, QStringLiteral("not_open"),
                    Tr::tr("The TF2 connector is not open; open it first."));
        return number;
    }
    const auto typed = checkParams(*spec, params);
    if (!typed) {
        finishLater(number, QStringLiteral("bad_params"), typed.error().message);
        return number;
    }
    m_queue.enqueue(Pending{number, command, QJsonObject::fromVariantMap(*typed)});
    if (!m_flight)
        startNext();
    Q_EMIT figuresChanged();
    return number;
}

QList<quint64> Tf2FileConnector::refreshGameView()
{
    QList<quint64> runs;
    for (const QString &command : Tf2GameView::refreshCommands())
        runs.append(run(command, {}));
    return runs;
}

void Tf2FileConnector::finishLater(quint64 run, const QString &code, const QString &message)
{
    const CommandResult result{run, ic::Error{code, message}, QJsonValue()};
    QTimer::singleShot(0, this, [this, result] { Q_EMIT finished(result); });
}

void Tf2FileConnector::finish(CommandResult result)
{
    const Pending pending = m_flight->pending;
    m_flight.reset();
    stopAwaiting();
    m_deadline.stop();
    result.run = pending.run;
    if (result.ok() && m_view.absorb(pending.command, pending.params, result.data))
        Q_EMIT peerEvent(QStringLiteral("game_view"), m_view.toJson());
    Q_EMIT finished(result);
    startNext();
    Q_EMIT figuresChanged();
}

void Tf2FileConnector::emitWire(WireEntry::Direction direction, const QString &channel,
                                const QByteArray &bytes)
{
    Q_EMIT wire(WireEntry{QDateTime::currentDateTimeUtc(), direction, channel, bytes});
}

void Tf2FileConnector::note(const QString &text)
{
    qCDebug(lcTf2) << text;
    emitWire(WireEntry::Direction::Note, QStringLiteral("tf2"), text.toUtf8());
}

QString Tf2FileConnector::inFlightText() const
{
    if (m_flight)
        return QStringLiteral("%1 (%2)").arg(m_flight->pending.command, m_flight->id);
    if (!m_queue.isEmpty() && !m_answered.isEmpty())
        return Tr::tr("none: waiting for the game to clear the command file");
    return Tr::tr("none");
}

QList<QPair<QString, QString>> Tf2FileConnector::figures() const
{
    const auto count = [](quint64 n) { return QString::number(n); };
    const Counters &c = m_counters;
    QList<QPair<QString, QString>> list = {
        {Tr::tr("Command file"), m_commandFile},
        {Tr::tr("Response file"), m_responseFile},
        {Tr::tr("In flight"), inFlightText()},
        {Tr::tr("Queued (one command at a time)"), QString::number(m_queue.size())},
        {Tr::tr("Sent"), count(c.sent)},
        {Tr::tr("Answered"), count(c.answered)},
        {Tr::tr("Game errors"), count(c.gameErrors)},
        {Tr::tr("Timeouts"), count(c.timeouts)},
        {Tr::tr("Stale answers cleared"), count(c.staleCleared)},
        {Tr::tr("Answers for other ids"), count(c.otherIds)},
        {Tr::tr("Incomplete reads retried"), count(c.incompleteReads)},
        {Tr::tr("Unsafe files refused"), count(c.refused)},
        {Tr::tr("Last round trip"),
         c.lastRoundTripMs < 0 ? Tr::tr("none yet") : Tr::tr("%1 ms").arg(c.lastRoundTripMs)},
    };
    return list + m_view.figures();
}

} // namespace icconnectors::tf2
