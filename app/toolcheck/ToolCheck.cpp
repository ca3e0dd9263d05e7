#include "toolcheck/ToolCheck.h"
#include "toolcheck/PageProbe.h"
#include "toolcheck/Tr.h"

#include "host/OverlayHost.h"
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
    connect(m_stage.get(), &icdevkit::DevStage::refused, this, &ToolCheck::add);
    if (const auto started = m_stage->start(); !started) {
        *error = started.error().message;
        return false;
    }
    if (m_stage->manifest().isBrowserSource())
        watchPage();
    else
        watchProgram();
    m_drop.start(m_options.seconds * 1000 / 2);
    m_end.start(m_options.seconds * 1000 + kAwayMs);
    return true;
}

void ToolCheck::add(const QString &finding)
{
    if (m_findings.contains(finding))
        return; // a reconnecting tool repeats itself
    m_findings << finding;
    Q_EMIT found(finding);
}

void ToolCheck::watchPage()
{
    m_page = new PageProbe;
    connect(m_page, &PageProbe::problem, this,
            [this](const QString &message, const QString &where) {
                const QString when = m_gameAway ? Tr::tr(" (while the game was away)") : QString();
                add(where.isEmpty() ? Tr::tr("Page error%1: %2").arg(when, message)
                                    : Tr::tr("Page error%1 at %2: %3").arg(when, where, message));
            });
    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (!ok)
            add(Tr::tr("The page did not load: %1").arg(m_stage->manifest().entryPoint()));
    });
    m_page->load(QUrl(m_stage->pageUrl()));
}

void ToolCheck::watchProgram()
{
    ichost::ToolRunner *runner = m_stage->host()->runner();
    connect(runner, &ichost::ToolRunner::stateChanged, this,
            [this](const QString &, ichost::ToolRunner::State state, const QString &text) {
                if (state == ichost::ToolRunner::State::Restarting ||
                    state == ichost::ToolRunner::State::Failed)
                    add(m_gameAway
                            ? Tr::tr("The program ended while the game was away: %1").arg(text)
                            : Tr::tr("The program ended: %1").arg(text));
            });
    connect(runner, &ichost::ToolRunner::outputLine, this,
            [this](const QString &, const QString &line, bool) { Q_EMIT progress(line); });
}

void ToolCheck::dropGame()
{
    if (!toolConnected())
        add(Tr::tr("The tool was not connected to the gateway %1 s after it started.")
                .arg(m_options.seconds / 2));
    Q_EMIT progress(Tr::tr("The game goes away for %1 s.").arg(kAwayMs / 1000));
    m_gameAway = true;
    m_stage->stopGame();
    QTimer::singleShot(kAwayMs, this, &ToolCheck::gameBack);
}

void ToolCheck::gameBack()
{
    if (const auto back = m_stage->restartGame(); !back) {
        add(back.error().message);
        return;
    }
    m_gameAway = false;
    Q_EMIT progress(Tr::tr("The game is back."));
}

void ToolCheck::end()
{
    if (!toolConnected())
        add(Tr::tr("The tool was not connected to the gateway at the end: it did not come "
                   "through the game going away (or never connected)."));
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
