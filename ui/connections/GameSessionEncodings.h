#pragma once
// How each of the game's sessions speaks (ic/remote.connections' "encoding": "json" or
// "msgpack"), for the Connections page's Encoding column. icpanel::ConnectionsModel does not
// keep it, so this asks the game itself, over the panel's connection — only when the model
// shows a session it does not know yet, or an HTTP session (whose encoding is that of its
// latest request): a WebSocket's encoding is chosen at its handshake and never changes.

#include <QHash>
#include <QObject>
#include <QString>

namespace icpanel {
class Panel;
}

namespace icui {

class GameSessionEncodings : public QObject
{
    Q_OBJECT
public:
    explicit GameSessionEncodings(icpanel::Panel &panel, QObject *parent = nullptr);

    /// "json" or "msgpack"; empty while not known yet.
    QString encodingOf(const QString &sessionId) const { return m_encodings.value(sessionId); }

Q_SIGNALS:
    /// encodingOf() may answer differently now.
    void changed();

private:
    /// After each refresh of the sessions: asks the game when something is new or HTTP.
    void onRefreshed();
    void ask();

    icpanel::Panel &m_panel;
    QHash<QString, QString> m_encodings;
    bool m_inFlight = false;
};

} // namespace icui
