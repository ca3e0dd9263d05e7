#include "toolcheck/ToolCheck.h"
#include "toolcheck/PageProbe.h"
#include "toolcheck/Tr.h"

#include "common/ForeignText.h"
#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>
#include <optional>

namespace ictoolcheck {

namespace {

/// How long the game stays away when it is dropped.
constexpr int kAwayMs = 2000;

/// The tier a refused method needs, when the refusal says so: `ic/admin.pause needs the admin
/// tier; this session is observer`.
std::optional<icrp::Tier> statedTier(const QString &message)
{
    static const QRegularExpression needs(QStringLiteral(R"(needs the ([a-z]+)\b)"));
    const QRegularExpressionMatch match = needs.match(message);
    return match.hasMatch() ? icrp::parseTier(match.captured(1)) : std::nullopt;
}

/// The tier of a method's family (ic/admin.*, ic/mod.*, ic/debug.*), if it names one.
std::optional<icrp::Tier> familyTier(const QString &method)
{
    static const QRegularExpression family(QStringLiteral(R"(^ic/([a-z]+)\.)"));
    const QRegularExpressionMatch match = family.match(method);
    return match.hasMatch() ? icrp::parseTier(match.captured(1)) : std::nullopt;
}

/// The event categories a refused subscription names (by category or by one of its events,
/// however the gateway words it) that are not among `granted`, in the order named. A name
/// followed by "tier" is a tier ("the admin tier may not …"), and the method is left out.
QList<icrp::EventCategory> refusedCategories(const QString &method, QString message,
                                             const QList<icrp::EventCategory> &granted)
{
    message.remove(method);
    static const QRegularExpression word(QStringLiteral(R"(\b([a-z_]+)\b(?! tier\b))"));
    QList<icrp::EventCategory> refused;
    for (auto it = word.globalMatch(message); it.hasNext();) {
        const auto category = icrp::categoryOfSubscription(it.next().captured(1));
        if (category && !granted.contains(*category) && !refused.contains(*category))
            refused << *category;
    }
    return refused;
}

/// A game playing a replay refuses what would change the match with -32001 and this message
/// (icmock::IcrepPlayback::refusalMessage) after the tier check passed.
bool isReplayRefusal(int code, const QString &message)
{
    return code == icrp::toInt(icrp::ErrorCode::PermissionDenied) &&
           message.startsWith(QLatin1String("This game is playing a replay"));
}

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

ic::Result<void> ToolCheck::start()
{
    icdevkit::DevStage::Options stageOptions;
    stageOptions.source = m_options.source;
    stageOptions.replayPath = m_options.replayPath;
    m_stage = std::make_unique<icdevkit::DevStage>(stageOptions);
    connect(m_stage.get(), &icdevkit::DevStage::refused, this,
            [this](const QString &message) { add(message, message); });
    if (auto started = m_stage->start(); !started)
        return started;
    connect(m_stage->host(), &ichost::ToolHost::toolCallRefused, this,
            [this](const QString &toolId, const QString &method, int code, const QString &message) {
                if (toolId == m_stage->manifest().id())
                    checkRefusal(method, code, message);
            });
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
    return ic::success();
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

void ToolCheck::checkRefusal(const QString &method, int code, const QString &message)
{
    if (code == icrp::toInt(icrp::ErrorCode::GameUnavailable))
        return; // the game is away: what the page does about it is watched (watchPage)
    // The method is the tool's own text, the message may quote it.
    const QString call = ic::ForeignText::escaped(method);
    // One arg() for all: a "%2" in the tool's text is not a place for the next one.
    QString finding = Tr::tr("Refused: %1 was answered %2 \"%3\".")
                          .arg(call, QString::number(code), ic::ForeignText::escaped(message));
    const QString change = advice(method, code, message);
    if (!change.isEmpty())
        finding += QLatin1Char(' ') + change;
    // One finding per call, answer and change: a page that retries every second is reported
    // once, a subscription to each of two categories twice.
    add(QStringLiteral("refused:%1:%2:%3").arg(call, QString::number(code), change), finding);
}

QString ToolCheck::advice(const QString &method, int code, const QString &message) const
{
    using icrp::ErrorCode;
    if (isReplayRefusal(code, message))
        return Tr::tr("The call would change the match, and a replay refuses every such call: "
                      "it plays the match as it was. Try it against the simulated match "
                      "(ic-tool test without --replay); the tier is not the problem.");
    const icrp::Tier tier = m_stage->manifest().tier();
    switch (ErrorCode(code)) {
    case ErrorCode::PermissionDenied: {
        const auto stated = statedTier(message);
        const QList<icrp::EventCategory> categories =
            stated ? QList<icrp::EventCategory>()
                   : refusedCategories(method, message, m_stage->manifest().subscriptions());
        if (!categories.isEmpty()) {
            QStringList items; // as they are written in tool.yaml
            bool visible = true;
            for (const icrp::EventCategory category : categories) {
                items << QStringLiteral("- ") + icrp::categoryName(category);
                visible = visible && icrp::categoriesVisibleTo(tier).testFlag(category);
            }
            const QString list = items.join(QLatin1String(", "));
            if (visible)
                return Tr::tr("Add %1 under subscriptions: (%2) and save, or do not subscribe "
                              "to it.")
                    .arg(list, manifestLine(QStringLiteral("subscriptions")));
            return Tr::tr("The %1 tier may not see that: change tier: (%2) to one that may and "
                          "add %3 under subscriptions:, or do not subscribe to it.")
                .arg(icrp::tierName(tier), manifestLine(QStringLiteral("tier")), list);
        }
        if (const auto needed = stated ? stated : familyTier(method); needed && *needed != tier)
            return Tr::tr("Set tier: \"%1\" (%2) and save, or do not call it.")
                .arg(icrp::tierName(*needed), manifestLine(QStringLiteral("tier")));
        return Tr::tr("No tier allows it (tier: is at %1): do not call it.")
            .arg(manifestLine(QStringLiteral("tier")));
    }
    case ErrorCode::RateLimited:
        return Tr::tr("The tool calls too often: call less often (the game's budget is shared "
                      "by every tool), or subscribe to events instead of asking again and again.");
    case ErrorCode::MethodNotFound:
        return Tr::tr("There is no such method: check its name (docs/icrp-spec.md).");
    case ErrorCode::InvalidParams:
    case ErrorCode::InvalidRequest:
    case ErrorCode::UnknownSubscription:
        return Tr::tr("The call itself is wrong: check its parameters (docs/icrp-spec.md).");
    default:
        return {};
    }
}

QString ToolCheck::manifestLine(const QString &key) const
{
    // As DevStage says it for what the gateway refuses at identify: the folder's tool.yaml and
    // the line where `key` starts; a package's has no line to edit.
    const QString source = m_stage->source();
    if (!QFileInfo(source).isDir())
        return ictools::ToolManifest::manifestFileName();
    const QString path =
        QDir::cleanPath(QDir(source).filePath(ictools::ToolManifest::manifestFileName()));
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray start = key.toUtf8() + ':';
        for (int n = 1; !file.atEnd(); ++n) {
            if (file.readLine().startsWith(start))
                return QStringLiteral("%1:%2").arg(path, QString::number(n));
        }
    }
    return path;
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
