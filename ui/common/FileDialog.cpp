#include "ui/common/FileDialog.h"

#include <QFileDialog>
#include <optional>

namespace icui {

namespace {
std::optional<QString> g_nextFileName;
} // namespace

QString FileDialog::getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (g_nextFileName) {
        const QString name = *g_nextFileName;
        g_nextFileName.reset();
        return name;
    }
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString FileDialog::getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                    const QString &filter)
{
    if (g_nextFileName) {
        const QString name = *g_nextFileName;
        g_nextFileName.reset();
        return name;
    }
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

void FileDialog::setNextFileName(const QString &fileName)
{
    g_nextFileName = fileName;
}

void FileDialog::clearNextFileName()
{
    g_nextFileName.reset();
}

} // namespace icui
