#pragma once
// Watches one config file for edits, however the editor saves it: in place, or by writing a
// temporary and renaming it over the file (vim, most IDEs, QSaveFile) — which makes a plain
// file watch go silent. Watches the file and its directory, re-adds the file after a rename,
// waits until the file has been quiet for a moment, and reports only real content changes.

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>
#include <chrono>

namespace icmock {

class ConfigWatcher : public QObject
{
    Q_OBJECT
public:
    explicit ConfigWatcher(const QString &path,
                           std::chrono::milliseconds debounce = std::chrono::milliseconds(150),
                           QObject *parent = nullptr);

    QString path() const { return m_path; }

    /// Takes the file's current content as the known state (e.g. after writing it ourselves,
    /// when the owner already knows what it says).
    void acceptCurrentContent();

Q_SIGNALS:
    /// The file's content differs from the last content seen (it may also have been removed).
    void changed();

private:
    void rewatch();
    void check();
    QByteArray readContent(bool *exists) const;

    QString m_path;
    QString m_dir;
    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
    QByteArray m_lastContent;
    bool m_lastExists = false;
};

} // namespace icmock
