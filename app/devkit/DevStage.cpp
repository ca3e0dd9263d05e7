#include "devkit/DevStage.h"
#include "devkit/DevLog.h"
#include "devkit/Tr.h"

#include "host/PermissionRequest.h"
#include "host/ToolHost.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/IcrpAuth.h"
#include "mock/MockGame.h"
#include "mock/demo/DemoMatch.h"
#include "tools/PackageReader.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <utility>

namespace icdevkit {

namespace {

/// Length of the tool's token (as the panel's).
constexpr int kTokenLength = 32;

ic::Error manifestError(const QList<ictools::ManifestProblem> &problems)
{
    QStringList lines;
    for (const ictools::ManifestProblem &problem : problems)
        lines << problem.toString();
    return ic::Error{QStringLiteral("dev.manifest"), lines.join(QLatin1Char('\n'))};
}

} // namespace

DevStage::DevStage(Options options, QObject *parent)
    : QObject(parent), m_options(std::move(options))
{
}

DevStage::~DevStage()
{
    m_host.reset(); // stops a program before its folder goes
    m_game.reset();
}

bool DevStage::isFolder() const
{
    return QFileInfo(m_options.source).isDir();
}

ic::Result<void> DevStage::start()
{
    if (!QFileInfo::exists(m_options.source))
        return ic::Error{QStringLiteral("dev.source"),
                         Tr::tr("%1 does not exist: give a tool's folder (with tool.yaml at its "
                                "top) or a .icpkg.")
                             .arg(m_options.source)};
    if (!m_scratch.isValid())
        return ic::Error{
            QStringLiteral("dev.install"),
            Tr::tr("No scratch folder could be made: %1").arg(m_scratch.errorString())};
    m_registry =
        std::make_unique<ictools::ToolRegistry>(m_scratch.filePath(QStringLiteral("tools")));
    if (const auto opened = m_registry->open(); !opened)
        return ic::Error{QStringLiteral("dev.install"), opened.error().message};
    if (isFolder())
        m_seen = fingerprint();
    const auto package = preparePackage();
    if (!package)
        return package.error();
    if (const auto installed = install(*package); !installed)
        return installed.error();
    if (const auto game = startGame(); !game)
        return game.error();

    ichost::ToolHost::Options hostOptions;
    hostOptions.port = m_options.port;
    m_host = std::make_unique<ichost::ToolHost>(m_registry.get(), hostOptions);
    if (const auto listening = m_host->start(); !listening)
        return ic::Error{QStringLiteral("dev.port"),
                         m_options.port == 0
                             ? listening.error().message
                             : Tr::tr("Port %1 is taken: choose another with --port N, or leave "
                                      "--port out for a free one.")
                                   .arg(m_options.port)};
    m_host->setGame(gameUrl(), m_game || m_replayGame ? m_gamePassword : m_options.gamePassword);
    if (isFolder() && m_manifest->isBrowserSource())
        m_host->setToolFolder(m_manifest->id(), QDir(m_options.source).absolutePath());
    m_token = icrp::IcrpAuth::generatePassword(kTokenLength);
    m_host->setToolToken(m_manifest->id(), m_token);
    m_host->toolsChanged();
    refuseRequests();
    qCInfo(lcDev).noquote() << "serving" << m_manifest->id() << "at" << toolOrigin();
    return ic::success();
}

ic::Result<DevStage::Prepared> DevStage::preparePackage()
{
    if (!isFolder()) {
        const ictools::ToolRegistry::Inspection inspection = m_registry->inspect(m_options.source);
        if (!inspection.manifest)
            return inspection.problems.isEmpty() ? inspection.error
                                                 : manifestError(inspection.problems);
        return Prepared{m_options.source, *inspection.manifest};
    }
    const auto files = ictools::PackageWriter::collectFiles(m_options.source);
    if (!files)
        return ic::Error{QStringLiteral("dev.source"), files.error().message};
    const QString manifestPath =
        QDir(m_options.source).filePath(ictools::ToolManifest::manifestFileName());
    QFile file(manifestPath);
    if (!files->contains(ictools::ToolManifest::manifestFileName()) ||
        !file.open(QIODevice::ReadOnly))
        return ic::Error{
            QStringLiteral("dev.source"),
            Tr::tr("%1 has no tool.yaml; a tool's folder needs one at its top (ic-tool "
                   "init makes one).")
                .arg(m_options.source)};
    const QSet<QString> present(files->cbegin(), files->cend());
    const auto parsed = ictools::ToolManifest::parse(
        file.read(ictools::ToolManifest::MaxFileSize + 1), QDir::cleanPath(manifestPath),
        [&present](const QString &path) { return present.contains(path); });
    if (!parsed.manifest)
        return manifestError(parsed.problems);
    if (const QString why = whyNotSwitch(*parsed.manifest); !why.isEmpty())
        return ic::Error{QStringLiteral("dev.manifest"), why};
    const QString package =
        m_scratch.filePath(QStringLiteral("package-%1.icpkg").arg(++m_packages));
    if (const auto written = ictools::PackageWriter::write(m_options.source, package); !written)
        return ic::Error{QStringLiteral("dev.install"), written.error().message};
    return Prepared{package, *parsed.manifest};
}

QString DevStage::whyNotSwitch(const ictools::ToolManifest &next) const
{
    if (!m_manifest)
        return {};
    if (next.id() != m_manifest->id())
        return Tr::tr("The tool's id changed from \"%1\" to \"%2\": start ic-tool again for the "
                      "new id.")
            .arg(m_manifest->id(), next.id());
    if (next.isBrowserSource() != m_manifest->isBrowserSource())
        return Tr::tr("entry_point changed between a page and a program: start ic-tool again.");
    return {};
}

ic::Result<void> DevStage::install(const Prepared &next)
{
    // Refused packages (too big, a bad entry) are turned down before the working version goes.
    const auto inspection = m_registry->inspect(next.package);
    static const QStringList replaceable{QStringLiteral("tool.already-installed"),
                                         QStringLiteral("tool.downgrade"),
                                         QStringLiteral("tool.other-author")};
    if (inspection.refused() && !replaceable.contains(inspection.error.code)) {
        if (next.package != m_options.source)
            QFile::remove(next.package);
        return ic::Error{QStringLiteral("dev.install"), inspection.error.message};
    }
    const QString id = next.manifest.id();
    if (m_registry->find(id)) {
        if (const auto removed = m_registry->uninstall(id); !removed)
            return ic::Error{QStringLiteral("dev.install"), removed.error().message};
    }
    if (const auto installed = m_registry->install(next.package); !installed) {
        if (!m_lastGood.isEmpty() && m_lastGood != next.package)
            std::ignore = m_registry->install(m_lastGood); // back to what worked
        return ic::Error{QStringLiteral("dev.install"), installed.error().message};
    }
    if (!m_lastGood.isEmpty() && m_lastGood != m_options.source && m_lastGood != next.package)
        QFile::remove(m_lastGood);
    m_lastGood = next.package;
    m_manifest = next.manifest;
    return ic::success();
}

QString DevStage::fingerprint() const
{
    const auto files = ictools::PackageWriter::collectFiles(m_options.source);
    if (!files)
        return files.error().message;
    QStringList parts;
    const QDir folder(m_options.source);
    for (const QString &path : *files) {
        const QFileInfo info(folder.filePath(path));
        parts << QStringLiteral("%1 %2 %3")
                     .arg(path)
                     .arg(info.size())
                     .arg(info.lastModified().toMSecsSinceEpoch());
    }
    return parts.join(QLatin1Char('\n'));
}

ic::Result<void> DevStage::startGame()
{
    if (m_options.game.isValid())
        return ic::success();
    if (!m_options.replayPath.isEmpty())
        return startReplayGame();
    m_game = std::make_unique<icmock::DemoMatch>();
    m_gamePassword = icrp::IcrpAuth::generatePassword(kTokenLength); // in memory only
    if (const auto started = m_game->start(m_gamePassword, m_options.startAtSeconds); !started)
        return ic::Error{
            QStringLiteral("dev.game"),
            Tr::tr("The simulated match did not start: %1").arg(started.error().message)};
    return ic::success();
}

ic::Result<void> DevStage::startReplayGame()
{
    if (m_gamePassword.isEmpty())
        m_gamePassword = icrp::IcrpAuth::generatePassword(kTokenLength); // in memory only
    icmock::MockOptions options;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = m_gamePassword;
    options.replayPath = m_options.replayPath;
    m_replayGame = std::make_unique<icmock::MockGame>(options);
    if (const auto started = m_replayGame->start(); !started) {
        m_replayGame.reset();
        return ic::Error{QStringLiteral("dev.game"),
                         Tr::tr("The replay %1 cannot be played: %2")
                             .arg(m_options.replayPath, started.error().message)};
    }
    qCInfo(lcDev).noquote() << "playing the replay" << m_options.replayPath << "at"
                            << m_replayGame->url();
    return ic::success();
}

void DevStage::stopGame()
{
    if (m_replayGame) {
        m_replayGame->stop();
        return;
    }
    if (!m_game)
        return;
    m_gameSeconds = m_game->gameSeconds();
    m_game->stop();
}

ic::Result<void> DevStage::restartGame()
{
    if (m_replayGame) {
        if (const auto started = startReplayGame(); !started)
            return started;
        m_host->setGame(gameUrl(), m_gamePassword);
        return ic::success();
    }
    if (!m_game)
        return ic::success();
    if (const auto started = m_game->start(m_gamePassword, m_gameSeconds); !started)
        return ic::Error{
            QStringLiteral("dev.game"),
            Tr::tr("The simulated match did not start again: %1").arg(started.error().message)};
    m_host->setGame(gameUrl(), m_gamePassword);
    return ic::success();
}

QString DevStage::pageUrl() const
{
    if (!m_manifest || !m_manifest->isBrowserSource() || !m_host)
        return {};
    return m_host->toolUrl(m_manifest->id()) + QStringLiteral("#token=") + m_token;
}

QString DevStage::toolOrigin() const
{
    return m_host ? m_host->toolOrigin(m_manifest->id()) : QString();
}

QUrl DevStage::gameUrl() const
{
    if (m_replayGame)
        return QUrl(m_replayGame->url());
    return m_game ? QUrl(m_game->url()) : m_options.game;
}

void DevStage::refuseRequests()
{
    ichost::PermissionRequests *requests = m_host->requests();
    requests->setInteractive(true); // so that the question comes here, not a "use the window"
    connect(
        requests, &ichost::PermissionRequests::requested, this,
        [this, requests](const ichost::PermissionRequest &request) {
            Q_EMIT refused(explain(request));
            const quint64 id = request.id;
            QMetaObject::invokeMethod(
                requests,
                [requests, id] { requests->answer(id, ichost::PermissionRequest::Decision::Deny); },
                Qt::QueuedConnection);
        });
}

QString DevStage::explain(const ichost::PermissionRequest &request) const
{
    using Kind = ichost::PermissionRequest::Kind;
    if (request.kind == Kind::Pairing)
        return Tr::tr("Refused a program calling itself \"%1\": only the tool, with its token, "
                      "may use this gateway.")
            .arg(request.name);
    if (!ictools::ToolGrant::tierCovers(request.grantedTier, request.tier))
        return Tr::tr("Refused: the tool asked for the %1 tier, but tool.yaml asks for %2. Change "
                      "tier: (%3) and save, or ask for less.")
            .arg(icrp::tierName(request.tier), icrp::tierName(request.grantedTier),
                 manifestLine(QStringLiteral("tier")));
    QStringList beyond; // category names: a tool may subscribe to an event type by name
    for (const QString &name : request.subscriptions) {
        const auto category = icrp::categoryOfSubscription(name);
        const QString categoryName = category ? icrp::categoryName(*category) : name;
        if (!request.grantedCategories.contains(categoryName) && !beyond.contains(categoryName))
            beyond << categoryName;
    }
    return Tr::tr("Refused: the tool subscribed to %1, which tool.yaml does not ask for. Add it "
                  "to subscriptions: (%2) and save.")
        .arg(beyond.join(QStringLiteral(", ")), manifestLine(QStringLiteral("subscriptions")));
}

QString DevStage::manifestLine(const QString &key) const
{
    const QString path =
        isFolder() ? QDir(m_options.source).filePath(ictools::ToolManifest::manifestFileName())
                   : ictools::ToolManifest::manifestFileName();
    QFile file(path);
    int line = 0;
    if (isFolder() && file.open(QIODevice::ReadOnly)) {
        for (int n = 1; !file.atEnd(); ++n) {
            if (file.readLine().startsWith(key.toUtf8() + ':')) {
                line = n;
                break;
            }
        }
    }
    return line > 0 ? QStringLiteral("%1:%2").arg(QDir::cleanPath(path)).arg(line)
                    : QDir::cleanPath(path);
}

ic::Result<int> DevStage::reload()
{
    if (!isFolder()) {
        m_seen.clear(); // when it is back, it is loaded afresh
        return ic::Error{QStringLiteral("dev.gone"),
                         Tr::tr("%1 is gone; waiting for it to come back.").arg(m_options.source)};
    }
    const QString seen = fingerprint();
    if (seen == m_seen)
        return Unchanged; // an editor's swap file, a lock file: nothing a package would hold
    m_seen = seen;
    const ictools::ToolManifest before = *m_manifest;
    const auto next = preparePackage();
    if (!next)
        return next.error();
    if (const auto installed = install(*next); !installed)
        return installed.error();
    const QString id = m_manifest->id();
    m_host->setToolFolder(id, m_manifest->isBrowserSource() ? QDir(m_options.source).absolutePath()
                                                            : QString());
    m_host->setToolToken(id, m_token);
    m_host->toolsChanged(); // a new version restarts a program
    if (!m_manifest->isBrowserSource()) {
        if (before.version() == m_manifest->version())
            m_host->runner()->restart(id); // the same version: the runner keeps the old one
        return 0;
    }
    const int told = m_host->reloadToolPages(id);
    if (ictools::ToolGrant::requestedBy(before) != ictools::ToolGrant::requestedBy(*m_manifest))
        // Sessions keep the grant of their identify: those that do not reload start afresh.
        m_host->closeToolSessions(id, QStringLiteral("tool.yaml changed what the tool may do"));
    return told;
}

} // namespace icdevkit
