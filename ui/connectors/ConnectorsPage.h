#pragma once
// The Other Games page: connections to other games' tool protocols (PigeonPea DevTools, Transport
// Fever 2's file IPC, the Agent Arena tick inspector, ICRP over IRC). Pick a saved connection
// or make one, open it, then run its commands, watch its figures, what it says unasked and
// everything on its wire (ConnectorView). It shows and drives the panel's ConnectorHost.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace icpanel {
class ConnectorHost;
}

namespace icui {

class ConnectorView;

class ConnectorsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectorsPage(icpanel::ConnectorHost &host, QWidget *parent = nullptr);

    QComboBox *profileBox() const { return m_profiles; }
    QPushButton *openButton() const { return m_open; }
    QLabel *stateLabel() const { return m_state; }
    ConnectorView *view() const { return m_view; }
    QString currentProfile() const;
    bool selectProfile(const QString &name);

    /// New… and Edit… (the dialog, modal).
    void newProfile();
    void editProfile();

private:
    void fillProfiles();
    void removeProfile();
    void toggleOpen();
    void showCurrent();
    void showState();

    icpanel::ConnectorHost &m_host;
    QComboBox *m_profiles = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_empty = nullptr;
    ConnectorView *m_view = nullptr;
    QMetaObject::Connection m_stateLink;
};

} // namespace icui
