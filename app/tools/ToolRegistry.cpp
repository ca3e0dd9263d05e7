#include "tools/ToolRegistry.h"
#include "tools/FolderRemoval.h"
#include "tools/Tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>

#include <fcntl.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcToolRegistry, "icpanel.tools.registry")

namespace ictools {

namespace {

ic::Error unavailable(QString why)
{
    return ic::Error{QStringLiteral("tools.unavailable"), std::move(why)};
}

constexpr int IndexFormat = 1;

} // namespace

QString ToolRegistry::defaultRoot()
{
    // The panel's AppDataLocation (organization "ic-control-panel", application "ic-panel")
    // spelled out, so that ic-tool, whose application name differs, finds the same folder.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/ic-control-panel/ic-panel/tools");
}

ToolRegistry::ToolRegistry(QString root, ExtractLimits limits)
    : m_root(QDir::cleanPath(root)), m_limits(limits)
{
}

QString ToolRegistry::indexPath() const
{
    return m_root + QStringLiteral("/index.json");
}

QString ToolRegistry::versionFolder(const QString &id, const QString &version) const
{
    return m_root + QLatin1Char('/') + id + QLatin1Char('/') + version;
}

const InstalledTool *ToolRegistry::find(const QString &id) const
{
    const qsizetype i = indexOf(id);
    return i < 0 ? nullptr : &m_tools.at(i);
}

qsizetype ToolRegistry::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < m_tools.size(); ++i) {
        if (m_tools.at(i).id == id)
            return i;
    }
    return -1;
}

QString ToolRegistry::toolFolder(const QString &id) const
{
    const InstalledTool *t = find(id);
    return t ? versionFolder(t->id, t->version) : QString();
}

ic::Result<void> ToolRegistry::open()
{
    if (!QDir().mkpath(m_root))
        return ic::Error{
            QStringLiteral("tools.folder"),
            Tr::tr("Cannot create the tools folder \"%1\". Check its permissions.").arg(m_root)};
    const auto lock = lockAndReload();
    if (!lock)
        return lock.error();
    changed();
    removeLeftovers();
    return ic::success();
}

int ToolRegistry::addChangeListener(std::function<void()> listener)
{
    m_listeners.insert(m_nextListener, std::move(listener));
    return m_nextListener++;
}

void ToolRegistry::removeChangeListener(int handle)
{
    m_listeners.remove(handle);
}

void ToolRegistry::changed() const
{
    for (const auto &listener : m_listeners)
        listener();
}

ic::Result<std::unique_ptr<QLockFile>> ToolRegistry::lockRoot() const
{
    auto lock = std::make_unique<QLockFile>(m_root + QStringLiteral("/.lock"));
    if (!lock->tryLock(10'000))
        return unavailable(Tr::tr("The tools folder \"%1\" is busy (another ic-panel or ic-tool "
                                  "is changing it). Try again in a moment.")
                               .arg(m_root));
    return lock;
}

ic::Result<std::unique_ptr<QLockFile>> ToolRegistry::lockAndReload()
{
    auto lock = lockRoot();
    if (!lock)
        return lock;
    if (auto read = readIndex(&m_tools); !read)
        return read.error();
    return lock;
}

ic::Result<void> ToolRegistry::readIndex(QList<InstalledTool> *tools) const
{
    tools->clear();
    QFile file(indexPath());
    if (!file.exists())
        return ic::success();
    if (!file.open(QIODevice::ReadOnly))
        return unavailable(
            Tr::tr("Cannot read the tool index \"%1\": %2.").arg(indexPath(), file.errorString()));
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        return unavailable(
            Tr::tr("The tool index \"%1\" is damaged (%2). Installed tools were left as they "
                   "are; restore the file from a backup or remove the tools folder to start "
                   "over.")
                .arg(indexPath(), parseError.errorString()));
    }
    const QJsonArray list = doc.object().value(QStringLiteral("tools")).toArray();
    for (const QJsonValue &v : list) {
        const auto tool = InstalledTool::fromJson(v.toObject());
        if (!tool || !ToolManifest::isValidId(tool->id) ||
            tool->version.contains(QLatin1Char('/'))) {
            return unavailable(
                Tr::tr("The tool index \"%1\" is damaged (%2). Installed tools were left as "
                       "they are; restore the file from a backup or remove the tools folder "
                       "to start over.")
                    .arg(indexPath(), tool ? Tr::tr("a bad tool id") : tool.error().message));
        }
        tools->append(*tool);
    }
    return ic::success();
}

ic::Result<void> ToolRegistry::writeIndex(const QList<InstalledTool> &tools) const
{
    QJsonArray list;
    for (const InstalledTool &t : tools)
        list.append(t.toJson());
    const QJsonObject root{{QStringLiteral("format"), IndexFormat},
                           {QStringLiteral("tools"), list}};
    QSaveFile file(indexPath());
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
        return ic::Error{QStringLiteral("tools.index-write"),
                         Tr::tr("Cannot write the tool index \"%1\": %2. Nothing was changed.")
                             .arg(indexPath(), file.errorString())};
    // The rename is durable only once the folder holding it is.
    const int fd =
        ::open(QFile::encodeName(m_root).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
    return ic::success();
}

void ToolRegistry::removeLeftovers() const
{
    const QDir root(m_root);
    const QStringList names =
        root.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        const QString path = root.filePath(name);
        if (name.startsWith(QLatin1String(".staging-"))) {
            qCInfo(lcToolRegistry) << "removing an interrupted unpack" << path;
            FolderRemoval::remove(path);
            continue;
        }
        if (!ToolManifest::isValidId(name))
            continue; // not ours to judge
        const InstalledTool *tool = nullptr;
        for (const InstalledTool &t : m_tools) {
            if (t.id == name)
                tool = &t;
        }
        if (!tool) {
            qCInfo(lcToolRegistry) << "removing a folder no installed tool uses" << path;
            FolderRemoval::remove(path);
            continue;
        }
        const QDir toolDir(path);
        const QStringList versions =
            toolDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
        for (const QString &v : versions) {
            if (v == tool->version || (tool->pending && v == tool->pending->version))
                continue;
            qCInfo(lcToolRegistry) << "removing a version no longer used" << toolDir.filePath(v);
            FolderRemoval::remove(toolDir.filePath(v));
        }
    }
}

ic::Result<void> ToolRegistry::editTool(
    const QString &id, Needs needs,
    const std::function<ic::Result<void>(QList<InstalledTool> &, qsizetype)> &change,
    const std::function<void()> &done)
{
    const auto lock = lockAndReload();
    if (!lock)
        return lock.error();
    changed();
    const qsizetype i = indexOf(id);
    if (i < 0)
        return ic::Error{QStringLiteral("tool.not-installed"),
                         Tr::tr("No tool \"%1\" is installed (see \"ic-tool list\").").arg(id)};
    if (needs == Needs::HeldUpdate && !m_tools.at(i).pending)
        return ic::Error{QStringLiteral("tool.nothing-held"),
                         Tr::tr("\"%1\" has no update waiting for approval.").arg(id)};
    QList<InstalledTool> next = m_tools;
    if (auto changed = change(next, i); !changed)
        return changed;
    if (auto written = writeIndex(next); !written)
        return written;
    m_tools = next;
    changed();
    if (done)
        done();
    return ic::success();
}

ic::Result<void> ToolRegistry::uninstall(QString id)
{
    return editTool(
        id, Needs::Installed,
        [](QList<InstalledTool> &next, qsizetype i) {
            next.removeAt(i);
            return ic::success();
        },
        [this, &id] {
            FolderRemoval::remove(m_root + QLatin1Char('/') + id);
            qCInfo(lcToolRegistry) << "uninstalled" << id;
        });
}

ic::Result<void> ToolRegistry::setEnabled(QString id, bool enabled)
{
    return editTool(id, Needs::Installed, [enabled](QList<InstalledTool> &next, qsizetype i) {
        next[i].enabled = enabled;
        return ic::success();
    });
}

} // namespace ictools
