#pragma once
// Runs installed native tools: a tool whose entry point is not a page is a program. The runner
// starts every enabled one that has a token (at panel start and when enabled or installed),
// with ICRP_URL (the gateway), ICRP_TOOL_ID and ICRP_TOKEN in its environment — never on its
// command line — and its version folder as working directory. Its output is kept (the last
// lines, each cut to a length) and handed on line by line. A tool that ends on its own is
// started again after a growing pause; one that ends too often in a short time is given up
// with a status that says so, until the user restarts it. Disabling, uninstalling, renewing
// its token or updating it stops (and, where it still may run, restarts) it; the runner's end
// stops them all.

#include <QDeadlineTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <memory>

namespace ictools {
class ToolRegistry;
}

namespace ichost {

class ToolRunner : public QObject
{
    Q_OBJECT
public:
    enum class State { Stopped, Running, Restarting, Failed };
    Q_ENUM(State)

    struct Options
    {
        int initialBackoffMs = 1000;
        int maxBackoffMs = 30'000;
        /// Ending this many times within crashWindowMs gives the tool up (State::Failed).
        int maxCrashes = 5;
        int crashWindowMs = 60'000;
        /// Lines of output kept per tool, and the longest line kept.
        int keptLines = 200;
        int maxLineLength = 2000;
        /// How long a tool asked to stop has before it is killed.
        int stopGraceMs = 3000;
    };

    /// `tools` must outlive the runner; the runner only reads it.
    ToolRunner(ictools::ToolRegistry *tools, Options options, QObject *parent = nullptr);
    /// Stops every tool (asks, then kills after a short grace).
    ~ToolRunner() override;

    /// Where tools find the gateway: ws://127.0.0.1:PORT/.
    void setGatewayUrl(const QUrl &url);
    /// The tool's token; a running tool whose token changed is restarted with the new one.
    void setToken(const QString &toolId, const QString &token);
    /// Brings the running tools in line with the registry: starts enabled programs that are
    /// not running (never one the user stopped or that was given up), stops the others,
    /// restarts one whose version changed.
    void sync();

    /// The user's Restart: starts the tool afresh (also a failed or stopped one).
    void restart(const QString &toolId);
    /// The user's Stop: stops it until restart() or the next panel start.
    void stop(const QString &toolId);

    State state(const QString &toolId) const;
    /// "Running (process 1234)", "Restarting in 4 s (ended with exit code 3)", "Failed: …".
    QString statusText(const QString &toolId) const;
    /// The last lines it printed (stdout and stderr), oldest first.
    QStringList recentOutput(const QString &toolId) const;
    /// Its process id while it runs, else 0.
    qint64 processId(const QString &toolId) const;

Q_SIGNALS:
    void stateChanged(const QString &toolId, ichost::ToolRunner::State state, const QString &text);
    /// One line the tool printed; `error` when on stderr.
    void outputLine(const QString &toolId, const QString &line, bool error);

private:
    struct Run;
    Run &runFor(const QString &toolId);
    void launch(const QString &toolId);
    void onEnded(const QString &toolId, const QString &why);
    void terminate(Run &run);
    void readOutput(const QString &toolId, bool error);
    void setState(const QString &toolId, Run &run, State state, const QString &text);
    /// Whether the tool should run now: installed, enabled, a program, with a token.
    bool mayRun(const QString &toolId) const;

    ictools::ToolRegistry *m_tools;
    Options m_options;
    QUrl m_gateway;
    QHash<QString, QString> m_tokens;
    QHash<QString, std::shared_ptr<Run>> m_runs;
    /// Processes asked to end that may not have yet.
    QList<QPointer<QProcess>> m_stopping;
};

} // namespace ichost
