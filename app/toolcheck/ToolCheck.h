#pragma once
// ic-tool test: runs a tool for a while against the simulated match through the gateway, on a
// DevStage — a page in an off-screen QtWebEngine page (PageProbe), a program as the panel runs
// it — drops the game once halfway and brings it back, and collects what went wrong: a page
// that does not load or whose renderer dies, script and console errors (marked when they came
// while the game was away: from the drop until the gateway reached the game again), what the
// gateway refused, at identify or in any call or subscription after it (with the tool.yaml line
// to change), a program that ends, and a tool that is not connected halfway or at the end. One
// finding per cause. The clock starts when the page has loaded (a program: at once); finished()
// when the time is up.

#include "common/Result.h"
#include "devkit/DevStage.h"
#include "host/ToolRunner.h"

#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <memory>

namespace ictoolcheck {

class PageProbe;

class ToolCheck : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// A tool's folder or a .icpkg.
        QString source;
        int seconds = 20;
        /// A replay the stage's game plays instead of the simulated match (ic-tool-check
        /// --replay FILE): a recording of ic-tool watch --record or a game's .icrep. Empty: none.
        QString replayPath;
    };

    explicit ToolCheck(Options options, QObject *parent = nullptr);
    ~ToolCheck() override;

    /// Starts the run; an error (DevStage::start's) when the tool cannot be stood up at all.
    ic::Result<void> start();
    const icdevkit::DevStage &stage() const { return *m_stage; }
    /// What went wrong so far, one sentence each.
    const QStringList &findings() const { return m_findings; }

Q_SIGNALS:
    /// Something went wrong (also kept in findings()).
    void found(const QString &finding);
    /// A step of the run ("the game goes away", …), for the user to follow.
    void progress(const QString &step);
    void finished();

private:
    /// Adds a finding unless one with the same `key` (its cause) is there already.
    void add(const QString &key, const QString &finding);
    /// The run's clock: the drop halfway, the end.
    void startClock();
    void watchPage();
    void watchProgram();
    void checkProgram(ichost::ToolRunner::State state, const QString &text);
    /// The gateway (or the game through it) answered one of the tool's calls with an error.
    void checkRefusal(const QString &method, int code, const QString &message);
    /// What to change for such an answer (tool.yaml's line when that is where), or empty.
    QString advice(const QString &method, int code, const QString &message) const;
    /// "DIR/tool.yaml:17" for the line where `key` starts in the tested folder's tool.yaml.
    QString manifestLine(const QString &key) const;
    void dropGame();
    void gameBack();
    void end();
    bool toolConnected() const;

    Options m_options;
    std::unique_ptr<icdevkit::DevStage> m_stage;
    PageProbe *m_page = nullptr;
    QTimer m_drop;
    QTimer m_end;
    QStringList m_findings;
    QSet<QString> m_keys;
    /// From the drop until the gateway reaches the game again.
    bool m_gameAway = false;
    bool m_gameBack = false;
};

} // namespace ictoolcheck
