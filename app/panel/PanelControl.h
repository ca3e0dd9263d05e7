#pragma once
// The panel's door for ic-tool on this machine: a local socket only this user may open
// (<runtime folder>/ic-control-panel/control-<pid>), announced in the runtime file
// (ic::PanelRuntime) together with the overlay host's port and the tools folder. One JSON
// line in, one JSON line out: {"command":"url","tool":ID} → {"url":…},
// {"command":"renew-token","tool":ID} → {"url":…} with the new token,
// "replay-show"/"replay-live" → Show on stream (PanelControlReplay); an {"error":…} sentence
// otherwise. The socket and the file go when the panel does.

#include "common/Result.h"

#include <QJsonObject>
#include <QLocalServer>
#include <QObject>
#include <functional>

namespace icpanel {

class PanelControl : public QObject
{
    Q_OBJECT
public:
    using Reply = std::function<void(const QJsonObject &answer)>;
    /// Answers one request (now or later) through `reply`.
    using Handler = std::function<void(const QJsonObject &request, const Reply &reply)>;

    explicit PanelControl(Handler handler, QObject *parent = nullptr);
    ~PanelControl() override;

    /// Listens and writes the runtime file naming `hostPort` and the tools folder `toolsRoot`.
    ic::Result<void> start(quint16 hostPort, const QString &toolsRoot);

    /// The answer for an error.
    static QJsonObject error(const QString &message);

private:
    void onNewConnection();

    Handler m_handler;
    QLocalServer m_server;
};

} // namespace icpanel
