#include "ui/tools/BundledTool.h"

#include "panel/Panel.h"
#include "tools/InstalledTool.h"
#include "tools/PackageReader.h"
#include "tools/ToolRegistry.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLoggingCategory>
#include <QSet>

Q_LOGGING_CATEGORY(lcBundledTool, "ic.ui.tools.bundled")

namespace icui {

namespace {

/// The files under `folder`, as paths relative to it with '/'.
QSet<QString> filesUnder(const QString &folder)
{
    QSet<QString> files;
    const QDir root(folder);
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.insert(root.relativeFilePath(it.next()));
    return files;
}

/// True when the files in `folder` are exactly those of the package at `packagePath`.
bool sameFiles(const QString &packagePath, const QString &folder)
{
    const ictools::PackageReader reader(packagePath);
    ictools::PackageProblem problem;
    const std::optional<ictools::PackageContents> contents = reader.list(&problem);
    if (!contents)
        return false;
    QSet<QString> packaged;
    for (const ictools::PackageEntry &entry : contents->entries) {
        if (!entry.isFolder)
            packaged.insert(entry.path);
    }
    if (packaged != filesUnder(folder))
        return false;
    for (const QString &path : packaged) {
        const auto bytes = reader.readFile(path, reader.limits().maxFileBytes, &problem);
        QFile installed(QDir(folder).filePath(path));
        if (!bytes || !installed.open(QIODevice::ReadOnly) || *bytes != installed.readAll())
            return false;
    }
    return true;
}

} // namespace

bool BundledTool::isBundled(const icpanel::Panel &panel, const ictools::InstalledTool &tool)
{
    const QString folder = panel.tools()->toolFolder(tool.id);
    if (tool.paired || folder.isEmpty())
        return false;
    for (const QString &package : panel.exampleOverlays()) {
        if (sameFiles(package, folder)) {
            qCDebug(lcBundledTool) << tool.id << "is the bundled" << package;
            return true;
        }
    }
    return false;
}

} // namespace icui
