#pragma once
// ic-tool test: runs a tool for a while against the simulated match through the gateway, on a
// DevStage — a page in an off-screen QtWebEngine page (PageProbe), a program as the panel runs
// it — drops the game once halfway and brings it back, and collects what went wrong: a page
// that does not load, script and console errors, what the gateway refused (with the tool.yaml
// line to change), a program that ends, and a tool that is not connected at the end (it did
// not come through the game's absence). finished() once the time is up or the tool could not
// be started.

#include "devkit/DevStage.h"

#include <QObject>
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
    };

    explicit ToolCheck(Options options, QObject *parent = nullptr);
    ~ToolCheck() override;

    /// Starts the run; false (and `error`) when the tool cannot be stood up at all.
    bool start(QString *error);
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
    void add(const QString &finding);
    void watchPage();
    void watchProgram();
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
    bool m_gameAway = false;
};

} // namespace ictoolcheck
