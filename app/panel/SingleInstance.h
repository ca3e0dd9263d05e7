#pragma once
// One ic-panel window per user: the first one listens on a local socket named per user
// ("ic-control-panel-<uid>"); a second `ic-panel tool.icpkg` connects, hands over the package
// paths and exits, and the first offers them for installation (pathsReceived).
//
// The exchange is one line each way: the paths as a JSON array of strings, then "ok".

#include <QLocalServer>
#include <QObject>
#include <QString>
#include <QStringList>

namespace icpanel {

class SingleInstance : public QObject
{
    Q_OBJECT
public:
    /// "ic-control-panel-<uid>" (the user name where there is no uid); $IC_PANEL_INSTANCE
    /// instead when set (tests that must not meet the user's own panel).
    static QString defaultName();

    explicit SingleInstance(QString name = defaultName(), QObject *parent = nullptr);

    const QString &name() const { return m_name; }

    /// Hands `paths` to the running instance. True when one took them; false when none runs
    /// (or it did not answer within `timeoutMs`). Blocks: call before the event loop.
    bool sendToRunning(const QStringList &paths, int timeoutMs = 3000) const;

    /// Becomes the running instance. A socket left behind by a crashed panel is replaced.
    /// False when it cannot listen: `error` says why, or is empty when another panel is
    /// running and listening already (this one then simply does not receive packages).
    bool listen(QString *error);
    bool isListening() const { return m_server.isListening(); }

Q_SIGNALS:
    void pathsReceived(const QStringList &paths);

private:
    void onNewConnection();

    QString m_name;
    QLocalServer m_server;
};

} // namespace icpanel
