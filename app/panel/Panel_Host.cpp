// Panel: the overlay host, the tools' tokens, the door for ic-tool (PanelControl) and the
// watch on the tools' folder.

#include "panel/Panel.h"
#include "panel/Tr.h"

#include "PanelPrivate.h"

#include "icrp/protocol/ErrorCode.h"
#include "icrp/protocol/IcrpAuth.h"
#include "panel/PanelControl.h"
#include "panel/PanelControlPair.h"
#include "panel/PanelControlReplay.h"

#include "tools/ToolManifest.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QJsonObject>
#include <QLocale>
#include <QPointer>
#include <QStandardPaths>
#include <memory>

namespace icpanel {

namespace {
/// Length of a tool's token (the same alphabet as generated passwords).
constexpr int kTokenLength = 32;
/// Lines of a native tool's output the Log page shows per minute.
constexpr int kToolLinesPerMinute = 60;
/// The example overlays shipped with the panel, as their packages are named.
const QStringList kExampleOverlays = {QStringLiteral("live-stats"), QStringLiteral("kill-feed")};

/// The demo's tools keep their tokens apart: uninstalling one there must not take the token of
/// the same tool installed for real.
QString tokenKey(const Panel::Options &options, const QString &toolId)
{
    const QString key = icsecrets::SecretStore::toolTokenKey(toolId);
    return options.demo ? QStringLiteral("demo/") + key : key;
}

/// A tool's refused calls of one kind reach the Log page once a minute.
constexpr qint64 kRefusalLogMs = 60'000;
/// Dynamic properties of the Panel while the overlay host could not start: the port it was
/// asked for and the reason (the Status page offers to try again on the same port).

/// The Log line for a tool call the gateway refused: what happened and what to do (empty for
/// refusals the user cannot act on, such as the game being away).
QString refusalLine(const QString &name, const QString &method, int code)
{
    switch (icrp::ErrorCode(code)) {
    case icrp::ErrorCode::RateLimited:
        return Tr::tr("%1 calls the game more often than allowed; some of its calls were refused. "
                      "Every OBS scene or browser tab that shows it calls on its own: close the "
                      "copies you do not need. If it goes on, update the tool or tell its author.")
            .arg(name);
    case icrp::ErrorCode::PermissionDenied:
        return Tr::tr("%1 asked for %2, which its tier does not allow; the call was refused. "
                      "The rest of the tool works; if it needs this, its author must ask for a "
                      "higher tier in an update.")
            .arg(name, method);
    case icrp::ErrorCode::ReadOnlyViolation:
        return Tr::tr("%1 tried to change the game (%2), but the game is read-only for it; the "
                      "call was refused. It can still watch the game.")
            .arg(name, method);
    case icrp::ErrorCode::DisabledInRanked:
        return Tr::tr("%1 called %2, which the game disables in ranked matches; the call was "
                      "refused. It works again outside ranked matches.")
            .arg(name, method);
    default:
        return {};
    }
}

/// A Log line (a warning, once a minute per tool and kind) for each call of a tool the
/// gateway refuses, saying what to do.
void logRefusedCalls(Panel *panel, ichost::ToolHost *host, LogModel *log)
{
    auto logged = std::make_shared<QHash<QString, QElapsedTimer>>();
    QObject::connect(host, &ichost::ToolHost::toolCallRefused, panel,
                     [panel, log, logged](const QString &toolId, const QString &method, int code,
                                          const QString &) {
                         const ictools::InstalledTool *tool = panel->tools()->find(toolId);
                         const QString line =
                             refusalLine(tool ? tool->name : toolId, method.left(80), code);
                         const QString key = toolId + QLatin1Char('\n') + QString::number(code);
                         QElapsedTimer &last = (*logged)[key];
                         if (line.isEmpty() || (last.isValid() && last.elapsed() < kRefusalLogMs))
                             return;
                         last.start();
                         log->warning(line);
                     });
}

/// When the match of `replayId` started, in UTC: the game names a replay after it
/// (yyyyMMddTHHmmssZ-hash); invalid for another name.
QDateTime replayStartedAt(const QString &replayId)
{
    QDateTime at = QDateTime::fromString(replayId.left(16), QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    at.setTimeSpec(Qt::UTC);
    return at;
}

/// The Log's line for a replay the overlays now show, as a person names it: by its map and
/// when it was played ("…the replay of Fjord Crossing from 08:26"); its id goes to the line's
/// tooltip (fourteenth newcomer, s1-70: "…the replay 20261126T082622Z-322b78").
QString replayShownLine(const QString &replayId, const QString &map)
{
    const QDateTime started = replayStartedAt(replayId);
    const QDateTime local = started.toLocalTime();
    const QLocale locale;
    const QString time = local.time().toString(QStringLiteral("HH:mm"));
    //: When the replay's match was played, on another day: day and month, then the time.
    const QString when =
        !started.isValid() ? QString()
        : local.date() == QDate::currentDate()
            ? time
            : Tr::tr("%1, %2").arg(locale.toString(local.date(), QStringLiteral("d MMM")), time);
    if (map.isEmpty() && when.isEmpty())
        return Tr::tr("The overlays show a replay.");
    if (map.isEmpty())
        return Tr::tr("The overlays show the replay from %1.").arg(when);
    if (when.isEmpty())
        return Tr::tr("The overlays show the replay of %1.").arg(map);
    return Tr::tr("The overlays show the replay of %1 from %2.").arg(map, when);
}
} // namespace

QString Panel::defaultDemoToolsRoot()
{
    // Beside the user's tools folder (ToolRegistry::defaultRoot()), never in it.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/ic-control-panel/ic-panel/demo/tools");
}

QStringList Panel::shippedExampleOverlays()
{
    // Installed: <prefix>/bin/ic-panel and <prefix>/share/ic-control-panel/examples. Run from
    // the build: <build>/programs/ic-panel/ic-panel (or <build>/tests/gui/Test…) and
    // <build>/overlays, where overlays/CMakeLists.txt packs them.
    const QDir program(QCoreApplication::applicationDirPath());
    for (const QString &folder :
         {QStringLiteral("../share/ic-control-panel/examples"), QStringLiteral("../../overlays")}) {
        QStringList packages;
        for (const QString &id : kExampleOverlays) {
            const QString path = program.filePath(folder + u'/' + id + QStringLiteral(".icpkg"));
            if (QFile::exists(path))
                packages << QDir::cleanPath(path);
        }
        if (packages.size() == kExampleOverlays.size())
            return packages;
    }
    return {};
}

QStringList Panel::exampleOverlays() const
{
    return d->options.exampleOverlays.isEmpty() ? shippedExampleOverlays()
                                                : d->options.exampleOverlays;
}

ic::Result<QStringList> Panel::installExampleOverlays()
{
    const QStringList packages = exampleOverlays();
    if (packages.isEmpty())
        return ic::Error{QStringLiteral("examples.missing"),
                         Tr::tr("The example overlays are not where the panel looks for them "
                                "(%1). Reinstall the panel, or build the project again.")
                             .arg(QDir::toNativeSeparators(QDir::cleanPath(
                                 QCoreApplication::applicationDirPath() +
                                 QStringLiteral("/../share/ic-control-panel/examples"))))};
    QStringList installed;
    for (const QString &package : packages) {
        const ictools::ToolRegistry::Inspection inspection = tools()->inspect(package);
        if (inspection.error.code == QLatin1String("tool.already-installed") ||
            inspection.error.code == QLatin1String("tool.downgrade"))
            continue; // there already, as it is or newer
        const auto done = tools()->install(inspection);
        if (!done) {
            noteToolsChanged();
            return ic::Error{done.error().code,
                             Tr::tr("Could not install the example %1: %2")
                                 .arg(QFileInfo(package).completeBaseName(), done.error().message)};
        }
        d->log->info(done->message);
        installed << done->id;
    }
    noteToolsChanged();
    return installed;
}

std::optional<Panel::HostProblem> Panel::hostProblem() const
{
    return d->hostProblem;
}

ic::Result<void> Panel::startHost(quint16 port)
{
    if (d->host)
        return ic::Error{QStringLiteral("host.running"),
                         Tr::tr("The overlay host is already running on %1.").arg(d->host->url())};
    ichost::ToolHost::Options options;
    options.port = port;
    auto host = std::make_unique<ichost::ToolHost>(tools(), options);
    if (const auto started = host->start(); !started) {
        d->hostProblem = HostProblem{port, started.error().message};
        Q_EMIT toolsChanged(); // their overlays cannot be served
        return d->logged(
            {started.error().code,
             Tr::tr("Tools' overlays cannot be served: %1").arg(started.error().message)});
    }
    const bool retried = d->hostProblem.has_value();
    d->hostProblem.reset();
    d->host = std::move(host);
    d->log->info(Tr::tr("Overlay host listening on %1").arg(d->host->url()));
    if (status() == Status::Connected)
        d->host->setGame(d->current.url, d->password);
    for (const ictools::InstalledTool &tool : tools()->tools())
        d->provideToolToken(tool.id);
    d->toolSessions()->setHost(d->host.get());
    // The gateway's own sessions in the game's list: named as the panel's (Connections page).
    const auto gatewaySessions = [this] {
        d->connections->setGatewaySessions(d->host->gatewaySessions());
    };
    connect(d->host.get(), &ichost::ToolHost::gatewaySessionsChanged, this, gatewaySessions);
    gatewaySessions();
    d->startControl();
    d->watchTools();
    d->logNativeTools();
    logRefusedCalls(this, d->host.get(), d->log.get());
    connect(d->host.get(), &ichost::ToolHost::replayChanged, this,
            [this](bool showing, const QString &replayId, const QString &map) {
                // Said once the overlays show it (its map is known then; a replay that failed to
                // load is said by replayFailed instead).
                if (showing)
                    d->log->info(replayShownLine(replayId, map), Tr::tr("Replay %1").arg(replayId));
                Q_EMIT replayOnStreamChanged(showing, replayId);
            });
    connect(d->host.get(), &ichost::ToolHost::replayFailed, this, [this](const QString &message) {
        d->log->error(message);
        Q_EMIT replayOnStreamFailed(message);
    });
    if (retried)
        Q_EMIT toolsChanged(); // their overlays can be served again
    // What the user allowed in a prompt (Always) changed the index, or paired a program.
    connect(d->host.get(), &ichost::ToolHost::toolsEdited, this, [this] { noteToolsChanged(); });
    connect(d->host.get(), &ichost::ToolHost::tokenMade, this,
            [this](const QString &toolId, const QString &token) {
                d->tokenIds.insert(toolId);
                QPointer<Panel> self(this);
                d->secrets->write(tokenKey(d->options, toolId), token,
                                  [self](const icsecrets::SecretResult &r) {
                                      if (self && !r.ok())
                                          self->d->log->error(r.error().message);
                                  });
                d->log->info(
                    Tr::tr("Paired %1: it may now connect with its own token.").arg(toolId));
            });
    return ic::success();
}

void Panel::noteToolsChanged()
{
    d->knownTools = tools()->tools();
    Q_EMIT toolsChanged();
    if (!d->host)
        return;
    d->host->toolsChanged();
    QSet<QString> installed;
    for (const ictools::InstalledTool &tool : tools()->tools()) {
        installed.insert(tool.id);
        if (!d->tokenIds.contains(tool.id))
            d->provideToolToken(tool.id);
    }
    QStringList removed;
    for (const QString &id : std::as_const(d->tokenIds)) {
        if (!installed.contains(id))
            removed << id;
    }
    for (const QString &id : std::as_const(removed)) {
        d->tokenIds.remove(id);
        d->failUrlWaiters(id, d->urlProblem(id));
        d->secrets->remove(tokenKey(d->options, id));
    }
}

void Panel::showReplayOnStream(const QString &replayId, qint64 tick, double speed, bool paused)
{
    if (!d->host) {
        const QString message = Tr::tr("Cannot show the replay on stream: the overlay host is not "
                                       "running. Start it on the Status page first.");
        d->log->error(message);
        Q_EMIT replayOnStreamFailed(message);
        return;
    }
    d->host->showReplay(replayId, tick, speed, paused);
}

void Panel::followReplayOnStream(qint64 tick, double speed, bool paused)
{
    if (d->host)
        d->host->followReplay(tick, speed, paused);
}

void Panel::endReplayOnStream()
{
    if (!d->host)
        return;
    if (!d->host->replayShown().isEmpty())
        d->log->info(Tr::tr("The overlays show the live game again."));
    d->host->endReplay(); // also one still being loaded
}

QString Panel::replayOnStream() const
{
    return d->host ? d->host->replayShown() : QString();
}

QString Panel::replayOnStreamMap() const
{
    return d->host ? d->host->replayMap() : QString();
}

QDateTime Panel::replayOnStreamStartedAt() const
{
    return replayStartedAt(replayOnStream());
}

ichost::ToolHost *Panel::host() const
{
    return d->host.get();
}

ToolSessionsModel *Panel::toolSessions() const
{
    return d->toolSessions();
}

ToolSessionsModel *Panel::Private::toolSessions()
{
    if (!toolSessionsModel)
        toolSessionsModel = std::make_unique<ToolSessionsModel>(q->tools());
    return toolSessionsModel.get();
}

void Panel::toolUrl(const QString &toolId, const UrlCallback &done) const
{
    if (const auto problem = d->urlProblem(toolId); !problem.isEmpty())
        return done(ic::Error{QStringLiteral("tool.url"), problem});
    const QString token = d->host->toolToken(toolId);
    if (token.isEmpty()) {
        // Answered once the keychain has read it; a read that failed before is tried again.
        if (!d->tokenIds.contains(toolId))
            d->provideToolToken(toolId);
        return d->urlWaiters[toolId].append(done);
    }
    done(d->host->toolUrl(toolId) + QStringLiteral("#token=") + token);
}

void Panel::renewToolToken(const QString &toolId, const UrlCallback &done)
{
    const ictools::InstalledTool *tool = tools()->find(toolId);
    if (!d->host || !tool)
        return done(ic::Error{QStringLiteral("tool.token"), d->urlProblem(toolId)});
    const QString token = icrp::IcrpAuth::generatePassword(kTokenLength);
    const QString key = tokenKey(d->options, toolId);
    QPointer<Panel> self(this);
    d->secrets->write(key, token, [self, toolId, token, done](const icsecrets::SecretResult &r) {
        if (!self || !self->d->host)
            return done(ic::Error{QStringLiteral("tool.token"), Tr::tr("The panel is quitting.")});
        if (!r.ok())
            return done(ic::Error{QStringLiteral("tool.token"),
                                  Tr::tr("The new token of \"%1\" could not be stored: %2. The "
                                         "old one still works.")
                                      .arg(toolId, r.error().message)});
        self->d->host->setToolToken(toolId, token);
        self->d->log->info(Tr::tr("New token for %1: its old URL no longer works.").arg(toolId));
        // The new URL is handed out once the old sessions are gone: a page loaded with it
        // cannot be closed with them.
        self->d->host->closeToolSessions(
            toolId, QStringLiteral("The tool's token was renewed in IC Control Panel"),
            [self, toolId, token, done] {
                if (!self || !self->d->host)
                    return done(
                        ic::Error{QStringLiteral("tool.token"), Tr::tr("The panel is quitting.")});
                const ictools::InstalledTool *renewed = self->tools()->find(toolId);
                done(renewed && renewed->isPage()
                         ? self->d->host->toolUrl(toolId) + QStringLiteral("#token=") + token
                         : QString());
            });
    });
}

std::optional<ictools::ToolGrant> Panel::packageGrant(const QString &toolId) const
{
    const ictools::InstalledTool *tool = tools()->find(toolId);
    if (!tool || tool->paired)
        return std::nullopt;
    QFile file(tools()->toolFolder(toolId) + QLatin1Char('/') +
               ictools::ToolManifest::manifestFileName());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const auto parsed = ictools::ToolManifest::parse(file.read(256 * 1024));
    if (!parsed.manifest)
        return std::nullopt;
    return ictools::ToolGrant::requestedBy(*parsed.manifest);
}

ic::Result<void> Panel::revokeAllowedLater(QString toolId)
{
    const auto asked = packageGrant(toolId);
    if (!asked)
        return ic::Error{QStringLiteral("tool.revoke"),
                         Tr::tr("\"%1\" has no package to go back to: uninstall it to take "
                                "everything back.")
                             .arg(toolId)};
    if (const auto set = tools()->setGrant(toolId, *asked); !set)
        return set;
    if (d->host)
        d->host->closeToolSessions(toolId, QStringLiteral("Its permissions were changed in IC "
                                                          "Control Panel"));
    d->log->info(Tr::tr("%1 has what its package asks for again; what you allowed later is "
                        "taken back.")
                     .arg(toolId));
    noteToolsChanged();
    return ic::success();
}

QString Panel::Private::urlProblem(const QString &toolId) const
{
    if (!host)
        return Tr::tr("The overlay host is not running: see the panel's Log page.");
    const ictools::InstalledTool *tool = q->tools()->find(toolId);
    if (!tool)
        return Tr::tr("No tool \"%1\" is installed.").arg(toolId.left(64));
    if (!tool->isPage())
        return Tr::tr("\"%1\" is a program, not a page: the panel starts it itself.").arg(toolId);
    return {};
}

void Panel::Private::provideToolToken(const QString &toolId)
{
    tokenIds.insert(toolId);
    const QString key = tokenKey(options, toolId);
    QPointer<Panel> self(q);
    secrets->read(key, [self, toolId, key](const icsecrets::SecretResult &r) {
        if (!self || !self->d->host)
            return;
        if (r.ok())
            return self->d->tokenReady(toolId, *r);
        if (!icsecrets::isNotFound(r)) {
            self->d->log->error(r.error().message);
            self->d->tokenIds.remove(toolId); // the next request reads it again
            return self->d->failUrlWaiters(toolId, r.error().message);
        }
        // A tool installed before the panel gave tokens, or by ic-tool: make its token now.
        const QString token = icrp::IcrpAuth::generatePassword(kTokenLength);
        self->d->secrets->write(key, token,
                                [self, toolId, token](const icsecrets::SecretResult &w) {
                                    if (!self || !self->d->host)
                                        return;
                                    if (!w.ok())
                                        self->d->log->error(w.error().message);
                                    self->d->tokenReady(toolId, token); // in memory either way
                                });
    });
}

void Panel::Private::tokenReady(const QString &toolId, const QString &token)
{
    host->setToolToken(toolId, token);
    const QList<Panel::UrlCallback> waiting = urlWaiters.take(toolId);
    for (const Panel::UrlCallback &done : waiting)
        q->toolUrl(toolId, done);
}

void Panel::Private::failUrlWaiters(const QString &toolId, const QString &message)
{
    const QList<Panel::UrlCallback> waiting = urlWaiters.take(toolId);
    for (const Panel::UrlCallback &done : waiting)
        done(ic::Error{QStringLiteral("tool.token"), message});
}

void Panel::Private::startControl()
{
    control = std::make_unique<PanelControl>(
        [this](const QJsonObject &request, const PanelControl::Reply &reply) {
            const QString command = request.value(QLatin1String("command")).toString();
            const QString tool = request.value(QLatin1String("tool")).toString();
            const auto answer = [reply](const ic::Result<QString> &url) {
                reply(url ? QJsonObject{{QStringLiteral("url"), *url}}
                          : PanelControl::error(url.error().message));
            };
            if (command == QLatin1String("url"))
                return q->toolUrl(tool, answer);
            if (command == QLatin1String("renew-token"))
                return q->renewToolToken(tool, answer);
            if (PanelControlReplay::handles(command))
                return PanelControlReplay::answer(q, request, reply);
            if (PanelControlPair::handles(command))
                return PanelControlPair::answer(q, request, reply);
            reply(PanelControl::error(Tr::tr("Unknown request \"%1\"").arg(command.left(40))));
        });
    if (const auto started = control->start(host->port(), q->tools()->root()); !started)
        log->error(started.error().message);
}

void Panel::Private::logNativeTools()
{
    ichost::ToolRunner *runner = host->runner();
    QObject::connect(
        runner, &ichost::ToolRunner::stateChanged, q,
        [this](const QString &id, ichost::ToolRunner::State state, const QString &text) {
            log->append(state == ichost::ToolRunner::State::Failed ? LogModel::Level::Error
                                                                   : LogModel::Level::Info,
                        Tr::tr("%1: %2").arg(id, text));
        });
    // A chatty tool must not drown the panel's own lines: at most kToolLinesPerMinute lines
    // per tool reach the Log page each minute; the runner keeps its latest lines anyway.
    toolLinesWindow.start();
    QObject::connect(runner, &ichost::ToolRunner::outputLine, q,
                     [this](const QString &id, const QString &line, bool error) {
                         if (toolLinesWindow.elapsed() > 60'000) {
                             toolLinesWindow.restart();
                             toolLines.clear();
                         }
                         const int n = ++toolLines[id];
                         if (n > kToolLinesPerMinute + 1)
                             return;
                         log->append(error ? LogModel::Level::Warning : LogModel::Level::Info,
                                     n <= kToolLinesPerMinute
                                         ? QStringLiteral("[%1] %2").arg(id, line)
                                         : Tr::tr("[%1] more output this minute is not shown "
                                                  "here; the tool's own output keeps it")
                                               .arg(id));
                     });
}

int Panel::toolsIndexReads() const
{
    return d->toolsIndexReads;
}

void Panel::Private::watchTools()
{
    // ic-tool installs, approves and removes tools while the panel runs: it sees the index
    // change, reads it again and acts as after its own change. The index is replaced (not
    // written in place), so the folder is watched too and the file added back each time.
    toolsWatcher = std::make_unique<QFileSystemWatcher>();
    toolsReload.setSingleShot(true);
    toolsReload.setInterval(100); // one reload for a burst of changes
    const auto rewatch = [this] {
        const QString root = tools->root();
        const QString index = tools->indexPath();
        if (!toolsWatcher->directories().contains(root))
            toolsWatcher->addPath(root);
        if (!toolsWatcher->files().contains(index))
            toolsWatcher->addPath(index);
    };
    rewatch();
    QObject::connect(toolsWatcher.get(), &QFileSystemWatcher::directoryChanged, q,
                     [this] { toolsReload.start(); });
    QObject::connect(toolsWatcher.get(), &QFileSystemWatcher::fileChanged, q,
                     [this] { toolsReload.start(); });
    QObject::connect(&toolsReload, &QTimer::timeout, q, [this, rewatch] {
        rewatch();
        const auto opened = tools->open();
        ++toolsIndexReads;
        if (!opened)
            return log->error(opened.error().message);
        // Said only when the tools differ: the panel's own change, read back, is no news.
        if (tools->tools() != knownTools) {
            knownTools = tools->tools();
            q->noteToolsChanged();
        }
    });
    knownTools = tools->tools();
}

} // namespace icpanel
