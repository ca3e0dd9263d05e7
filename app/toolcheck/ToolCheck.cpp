#include "toolcheck/ToolCheck.h"
#include "toolcheck/PageProbe.h"
#include "toolcheck/Tr.h"

#include "common/ForeignText.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QUrl>

namespace ictoolcheck {

namespace {

/// How long the game stays away when it is dropped.
constexpr int kAwayMs = 2000;

} // namespace

ToolCheck::ToolCheck(Options options, QObject *parent) : QObject(parent), m_options(options)
{
    m_drop.setSingleShot(true);
    m_end.setSingleShot(true);
    connect(&m_drop, &QTimer::timeout, this, &ToolCheck::dropGame);
    connect(&m_end, &QTimer::timeout, this, &ToolCheck::end);
}

ToolCheck::~ToolCheck()
{
    delete m_page; // before the stage's host goes
}

bool ToolCheck::start(QString *error)
{
    icdevkit::DevStage::Options stageOptions;
    stageOptions.source = m_options.source;
    m_stage = std::make_unique<icdevkit::DevStage>(stageOptions);
    connect(m_stage.get(), &icdevkit::DevStage::refused, this,
            [this](const QString &message) { add(message, message); });
    if (const auto started = m_stage->start(); !started) {
        *error = started.error().message;
        return false;
    }
    connect(m_stage->host(), &ichost::ToolHost::gameChanged, this,
            [this](icrp::Tier, bool connected) {
                if (connected && m_gameAway && m_gameBack) {
                    m_gameAway = false; // the tool's calls reach the game again from here
                    Q_EMIT progress(Tr::tr("The game is back."));
                }
            });
    if (m_stage->manifest().isBrowserSource()) {
        watchPage(); // the clock starts once the page has loaded
    } else {
        watchProgram();
        startClock();
    }
    return true;
}

void ToolCheck::startClock()
{
    if (m_drop.isActive() || m_end.isActive())
        return;
    m_drop.start(m_options.seconds * 1000 / 2);
    m_end.start(m_options.seconds * 1000 + kAwayMs);
}

void ToolCheck::add(const QString &key, const QString &finding)
{
    if (m_keys.contains(key))
        return; // one cause, one finding: a tool that restarts or reconnects repeats itself
    m_keys.insert(key);
    m_findings << finding;
    Q_EMIT found(finding);
}

void ToolCheck::watchPage()
{
    m_page = new PageProbe;
    connect(m_page, &PageProbe::problem, this, [this](QString message, const QString &where) {
        message = ic::ForeignText::escaped(message);
        const QString key = QStringLiteral("page:") + where + message;
        if (m_gameAway)
            add(key,
                where.isEmpty()
                    ? Tr::tr("Page error while the game was away: %1").arg(message)
                    : Tr::tr("Page error while the game was away, at %1: %2").arg(where, message));
        else
            add(key, where.isEmpty() ? Tr::tr("Page error: %1").arg(message)
                                     : Tr::tr("Page error at %1: %2").arg(where, message));
    });
    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (!ok)
            add(QStringLiteral("load"),
                Tr::tr("The page did not load: %1").arg(m_stage->manifest().entryPoint()));
        startClock();
    });
    connect(m_page, &QWebEnginePage::renderProcessTerminated, this,
            [this](QWebEnginePage::RenderProcessTerminationStatus, int exitCode) {
                add(QStringLiteral("renderer"),
                    Tr::tr("The page's renderer process ended (exit code %1): the page crashed "
                           "the browser or used too much memory.")
                        .arg(exitCode));
            });
    m_page->load(QUrl(m_stage->pageUrl()));
}

void ToolCheck::watchProgram()
{
    ichost::ToolRunner *runner = m_stage->host()->runner();
    connect(runner, &ichost::ToolRunner::stateChanged, this,
            [this](const QString &, ichost::ToolRunner::State state, const QString &text) {
                checkProgram(state, text);
            });
    connect(runner, &ichost::ToolRunner::outputLine, this,
            [this](const QString &, const QString &line, bool) {
                Q_EMIT progress(ic::ForeignText::escaped(line));
            });
    const QString id = m_stage->manifest().id();
    checkProgram(runner->state(id), runner->statusText(id)); // it was started with the stage
}

void ToolCheck::checkProgram(ichost::ToolRunner::State state, const QString &text)
{
    if (state != ichost::ToolRunner::State::Restarting &&
        state != ichost::ToolRunner::State::Failed)
        return;
    if (m_gameAway)
        add(QStringLiteral("ended"),
            Tr::tr("The program ended while the game was away: %1").arg(text));
    else
        add(QStringLiteral("ended"), Tr::tr("The program ended: %1").arg(text));
}

void ToolCheck::dropGame()
{
    if (!toolConnected() && !m_keys.contains(QStringLiteral("ended")))
        add(QStringLiteral("connected"),
            Tr::tr("The tool was not connected to the gateway halfway through the run, before "
                   "the game went away."));
    Q_EMIT progress(Tr::tr("The game goes away for %1 s.").arg(kAwayMs / 1000));
    m_gameAway = true;
    m_gameBack = false;
    m_stage->stopGame();
    QTimer::singleShot(kAwayMs, this, &ToolCheck::gameBack);
}

void ToolCheck::gameBack()
{
    if (const auto back = m_stage->restartGame(); !back) {
        add(QStringLiteral("game"), back.error().message);
        return;
    }
    m_gameBack = true; // away until the gateway has reached it again
}

void ToolCheck::end()
{
    if (!toolConnected() && !m_keys.contains(QStringLiteral("ended")))
        add(QStringLiteral("connected"),
            Tr::tr("The tool was not connected to the gateway at the end: it did not come "
                   "through the game going away."));
    Q_EMIT finished();
}

bool ToolCheck::toolConnected() const
{
    const QString id = m_stage->manifest().id();
    for (const icrp::IcrpSessionInfo &session : m_stage->host()->sessions()) {
        if (session.grant.toolId == id)
            return true;
    }
    return false;
}

} // namespace ictoolcheck
