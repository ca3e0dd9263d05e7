#include "host/ToolRunner.h"
#include "host/Tr.h"

#include "host/HostLog.h"

#include "tools/ToolRegistry.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QProcess>
#include <QTimer>

namespace ichost {

struct ToolRunner::Run
{
    std::unique_ptr<QProcess> process;
    State state = State::Stopped;
    QString text;
    /// The version and token it was started with.
    QString version;
    QString token;
    /// The user pressed Stop, or the runner gave up: sync() leaves it alone.
    bool heldByUser = false;
    /// stop() / terminate() asked it to end: its end is no crash.
    bool stopping = false;
    int backoffMs = 0;
    QList<qint64> endTimes;
    qint64 startedAt = 0;
    QTimer restartTimer;
    QStringList output;
    QByteArray partial[2];
};

ToolRunner::ToolRunner(ictools::ToolRegistry *tools, Options options, QObject *parent)
    : QObject(parent), m_tools(tools), m_options(options)
{
}

ToolRunner::~ToolRunner()
{
    // Ask every tool to end, then give them a moment together before killing what is left.
    for (const auto &run : std::as_const(m_runs)) {
        run->restartTimer.stop();
        if (run->process) {
            run->process->disconnect(this);
            run->process->terminate();
        }
    }
    QList<QProcess *> ending;
    for (const auto &run : std::as_const(m_runs)) {
        if (run->process)
            ending << run->process.get();
    }
    for (const QPointer<QProcess> &stopping : std::as_const(m_stopping)) {
        if (stopping)
            ending << stopping.data();
    }
    QDeadlineTimer grace(m_options.stopGraceMs);
    for (QProcess *process : std::as_const(ending)) {
        if (!process->waitForFinished(int(grace.remainingTime()))) {
            process->kill();
            process->waitForFinished(1000);
        }
    }
    for (const QPointer<QProcess> &stopping : std::as_const(m_stopping))
        delete stopping.data();
}

void ToolRunner::setGatewayUrl(const QUrl &url)
{
    m_gateway = url;
}

void ToolRunner::setToken(const QString &toolId, const QString &token)
{
    m_tokens.insert(toolId, token);
}

ToolRunner::Run &ToolRunner::runFor(const QString &toolId)
{
    auto &run = m_runs[toolId];
    if (!run) {
        run = std::make_shared<Run>();
        run->backoffMs = m_options.initialBackoffMs;
        run->restartTimer.setSingleShot(true);
        connect(&run->restartTimer, &QTimer::timeout, this, [this, toolId] {
            if (mayRun(toolId))
                launch(toolId);
        });
    }
    return *run;
}

bool ToolRunner::mayRun(const QString &toolId) const
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    return tool && tool->enabled && tool->isProgram() && !m_tokens.value(toolId).isEmpty() &&
           m_gateway.isValid();
}

void ToolRunner::sync()
{
    for (auto it = m_runs.begin(); it != m_runs.end();) {
        Run &run = **it;
        const ictools::InstalledTool *tool = m_tools->find(it.key());
        const bool changed =
            tool && (tool->version != run.version || m_tokens.value(it.key()) != run.token);
        if (run.process && (!mayRun(it.key()) || changed)) {
            run.restartTimer.stop();
            terminate(run);
            setState(it.key(), run, State::Stopped,
                     tool && tool->enabled ? Tr::tr("Stopped") : Tr::tr("Stopped (disabled)"));
        } else if (!mayRun(it.key()) && run.state == State::Restarting) {
            run.restartTimer.stop();
            setState(it.key(), run, State::Stopped, Tr::tr("Stopped"));
        }
        // What held it back (the user's Stop, or giving up) ends when the user disables it or
        // a new version comes: enabled again, it starts afresh.
        if (run.heldByUser && tool && (!tool->enabled || tool->version != run.version)) {
            run.heldByUser = false;
            run.endTimes.clear();
            run.backoffMs = m_options.initialBackoffMs;
        }
        if (!tool) { // uninstalled: nothing of it is kept
            it = m_runs.erase(it);
            continue;
        }
        ++it;
    }
    for (const ictools::InstalledTool &tool : m_tools->tools()) {
        Run &run = runFor(tool.id);
        if (mayRun(tool.id) && !run.process && !run.heldByUser && !run.restartTimer.isActive())
            launch(tool.id);
    }
}

void ToolRunner::restart(const QString &toolId)
{
    Run &run = runFor(toolId);
    run.heldByUser = false;
    run.endTimes.clear();
    run.backoffMs = m_options.initialBackoffMs;
    run.restartTimer.stop();
    terminate(run);
    if (mayRun(toolId))
        launch(toolId);
}

void ToolRunner::stop(const QString &toolId)
{
    Run &run = runFor(toolId);
    run.heldByUser = true;
    run.restartTimer.stop();
    terminate(run);
    setState(toolId, run, State::Stopped, Tr::tr("Stopped"));
}

void ToolRunner::terminate(Run &run)
{
    if (!run.process)
        return;
    // The old process ends on its own time; its signals no longer reach the runner.
    QProcess *process = run.process.release();
    process->disconnect(this);
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->terminate();
    QTimer::singleShot(m_options.stopGraceMs, process, [process] { process->kill(); });
    m_stopping.removeIf([](const QPointer<QProcess> &p) { return p.isNull(); });
    m_stopping.append(process); // the runner's end does not leave it behind
}

void ToolRunner::launch(const QString &toolId)
{
    const ictools::InstalledTool *tool = m_tools->find(toolId);
    Run &run = runFor(toolId);
    const QString folder = m_tools->toolFolder(toolId);
    const QFileInfo program(QDir(folder).filePath(tool->entryPoint));
    // The entry point must be a file of the tool's own folder, reached without links.
    const QString canonicalFolder = QFileInfo(folder).canonicalFilePath();
    if (!program.isFile() || program.isSymLink() ||
        !program.canonicalFilePath().startsWith(canonicalFolder + QLatin1Char('/'))) {
        run.heldByUser = true;
        run.version = tool->version;
        return setState(
            toolId, run, State::Failed,
            Tr::tr("Failed: %1 is not a program in the tool's folder").arg(tool->entryPoint));
    }
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // The panel's own ICRP_* (its game's ICRP_PASSWORD above all) are not the tool's.
    for (const QString &key : environment.keys()) {
        if (key.startsWith(QLatin1String("ICRP_")))
            environment.remove(key);
    }
    environment.insert(QStringLiteral("ICRP_URL"), m_gateway.toString());
    environment.insert(QStringLiteral("ICRP_TOOL_ID"), toolId);
    environment.insert(QStringLiteral("ICRP_TOKEN"), m_tokens.value(toolId));
    process->setProcessEnvironment(environment);
    process->setWorkingDirectory(folder);
    process->setProgram(program.absoluteFilePath());
    QProcess *p = process.get();
    connect(p, &QProcess::readyReadStandardOutput, this,
            [this, toolId] { readOutput(toolId, false); });
    connect(p, &QProcess::readyReadStandardError, this,
            [this, toolId] { readOutput(toolId, true); });
    connect(p, &QProcess::errorOccurred, this, [this, toolId, p](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            onEnded(toolId, Tr::tr("could not start: %1").arg(p->errorString()));
    });
    connect(p, &QProcess::finished, this, [this, toolId](int code, QProcess::ExitStatus status) {
        onEnded(toolId, status == QProcess::CrashExit
                            ? Tr::tr("ended by a signal")
                            : Tr::tr("ended with exit code %1").arg(code));
    });
    run.process = std::move(process);
    run.version = tool->version;
    run.token = m_tokens.value(toolId);
    run.startedAt = QDateTime::currentMSecsSinceEpoch();
    p->start(QIODevice::ReadOnly);
    if (run.process.get() == p) // not already ended (a program that cannot start)
        setState(toolId, run, State::Running, Tr::tr("Running (process %1)").arg(p->processId()));
    qCInfo(lcHost).noquote() << "started native tool" << toolId << "version" << run.version;
}

void ToolRunner::onEnded(const QString &toolId, const QString &why)
{
    Run &run = runFor(toolId);
    if (!run.process)
        return;
    readOutput(toolId, false);
    readOutput(toolId, true);
    run.process.release()->deleteLater();
    qCInfo(lcHost).noquote() << "native tool" << toolId << why;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (now - run.startedAt > m_options.crashWindowMs)
        run.backoffMs = m_options.initialBackoffMs; // it ran a good while: start over quickly
    run.endTimes.append(now);
    while (!run.endTimes.isEmpty() && now - run.endTimes.constFirst() > m_options.crashWindowMs)
        run.endTimes.removeFirst();
    if (run.endTimes.size() >= m_options.maxCrashes) {
        run.heldByUser = true;
        return setState(toolId, run, State::Failed,
                        Tr::tr("Failed: it %1, and ended %n times within a minute; the panel gave "
                               "up. Fix it, then disable and enable it on the Tools page.",
                               nullptr, int(run.endTimes.size()))
                            .arg(why));
    }
    const int delay = run.backoffMs;
    run.backoffMs = qMin(run.backoffMs * 2, m_options.maxBackoffMs);
    run.restartTimer.start(delay);
    setState(toolId, run, State::Restarting,
             Tr::tr("Restarting in %1 s (it %2)").arg(qMax(1, (delay + 999) / 1000)).arg(why));
}

void ToolRunner::readOutput(const QString &toolId, bool error)
{
    Run &run = runFor(toolId);
    if (!run.process)
        return;
    QByteArray &partial = run.partial[error ? 1 : 0];
    partial += error ? run.process->readAllStandardError() : run.process->readAllStandardOutput();
    qsizetype newline;
    while ((newline = partial.indexOf('\n')) >= 0 || partial.size() > m_options.maxLineLength) {
        const qsizetype end = newline >= 0 ? newline : m_options.maxLineLength;
        QString line =
            QString::fromUtf8(partial.left(qMin(end, qsizetype(m_options.maxLineLength))));
        partial.remove(0, newline >= 0 ? newline + 1 : end);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        run.output.append(line);
        while (run.output.size() > m_options.keptLines)
            run.output.removeFirst();
        Q_EMIT outputLine(toolId, line, error);
    }
}

void ToolRunner::setState(const QString &toolId, Run &run, State state, const QString &text)
{
    if (run.state == state && run.text == text)
        return;
    run.state = state;
    run.text = text;
    Q_EMIT stateChanged(toolId, state, text);
}

ToolRunner::State ToolRunner::state(const QString &toolId) const
{
    const auto run = m_runs.value(toolId);
    return run ? run->state : State::Stopped;
}

QString ToolRunner::statusText(const QString &toolId) const
{
    const auto run = m_runs.value(toolId);
    return run ? run->text : Tr::tr("Not started");
}

QStringList ToolRunner::recentOutput(const QString &toolId) const
{
    const auto run = m_runs.value(toolId);
    return run ? run->output : QStringList();
}

qint64 ToolRunner::processId(const QString &toolId) const
{
    const auto run = m_runs.value(toolId);
    return run && run->process ? run->process->processId() : 0;
}

} // namespace ichost
