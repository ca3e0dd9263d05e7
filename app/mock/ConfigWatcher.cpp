#include "mock/ConfigWatcher.h"
#include "common/GameConfigEditor.h"

#include "mock/MockLog.h"

#include <QFile>
#include <QFileInfo>

namespace icmock {

ConfigWatcher::ConfigWatcher(const QString &path, std::chrono::milliseconds debounce,
                             QObject *parent)
    : QObject(parent), m_path(QFileInfo(path).absoluteFilePath()),
      m_dir(QFileInfo(m_path).absolutePath())
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(debounce);
    connect(&m_debounce, &QTimer::timeout, this, [this] { check(); });
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &) {
        rewatch();
        m_debounce.start();
    });
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this](const QString &) {
        rewatch();
        m_debounce.start();
    });
    if (!m_watcher.addPath(m_dir))
        qCWarning(lcMockConfig) << "cannot watch the folder" << m_dir
                                << "- edits that replace the config file may go unnoticed";
    rewatch();
    acceptCurrentContent();
}

void ConfigWatcher::acceptCurrentContent()
{
    m_lastContent = readContent(&m_lastExists);
}

void ConfigWatcher::rewatch()
{
    // After an atomic rename the watch is on the old inode (or gone): watch the path again,
    // so that it follows whatever file now has that name.
    if (m_watcher.files().contains(m_path))
        m_watcher.removePath(m_path);
    if (QFileInfo::exists(m_path))
        m_watcher.addPath(m_path);
}

QByteArray ConfigWatcher::readContent(bool *exists) const
{
    // Bounded and non-blocking: a FIFO, device or huge file reads as "no usable file".
    const ic::Result<QByteArray> text = ic::GameConfigEditor::read(m_path);
    *exists = text.ok();
    return text.valueOr(QByteArray());
}

void ConfigWatcher::check()
{
    rewatch();
    bool exists = false;
    const QByteArray content = readContent(&exists);
    if (exists == m_lastExists && content == m_lastContent)
        return;
    m_lastExists = exists;
    m_lastContent = content;
    Q_EMIT changed();
}

} // namespace icmock
