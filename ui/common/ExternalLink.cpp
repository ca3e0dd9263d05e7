#include "ui/common/ExternalLink.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>

namespace icui {

namespace {
bool g_recordOnly = false;
QUrl g_lastUrl;
} // namespace

bool ExternalLink::open(const QUrl &url)
{
    g_lastUrl = url;
    if (g_recordOnly)
        return true;
    return QDesktopServices::openUrl(url);
}

QUrl ExternalLink::documentation(const QString &file)
{
    const QStringList folders = {
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/ic-control-panel"),
        QStringLiteral(IC_DOCS_DIR),
    };
    for (const QString &folder : folders) {
        const QFileInfo info(QDir(folder).filePath(file));
        if (info.isFile())
            return QUrl::fromLocalFile(info.canonicalFilePath());
    }
    return {};
}

void ExternalLink::setRecordOnly(bool recordOnly)
{
    g_recordOnly = recordOnly;
}

QUrl ExternalLink::lastUrl()
{
    return g_lastUrl;
}

} // namespace icui
