#include "ui/connectors/ConnectorsPage.h"
#include "ui/Tr.h"

#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/connectors/ConnectorProfileDialog.h"
#include "ui/connectors/ConnectorView.h"

#include "connectors/ConnectorKinds.h"
#include "panel/ConnectorHost.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

ConnectorsPage::ConnectorsPage(icpanel::ConnectorHost &host, QWidget *parent)
    : QWidget(parent), m_host(host)
{
    setObjectName(QStringLiteral("connectorsPage"));
    // The window's Game bar picks the Iron Curtain game; this page has its own choice (the
    // Connection) and nothing on it uses that game: the window hides its bar here.
    setProperty("hidesGameBar", true);
    m_profiles = new QComboBox(this);
    m_profiles->setObjectName(QStringLiteral("connectorProfiles"));
    m_profiles->setAccessibleName(Tr::tr("Connection"));
    m_profiles->view()->setAccessibleName(Tr::tr("Saved connections"));
    // Wide enough for a usual name, growing with the row: sized to its longest entry, the row
    // set the page's least width beyond 960 px in German with the demo's connections.
    m_profiles->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_profiles->setMinimumContentsLength(18);
    m_new = new QPushButton(Tr::tr("&New…"), this);
    m_edit = new QPushButton(Tr::tr("Ed&it…"), this);
    m_remove = new QPushButton(Tr::tr("Re&move"), this);
    m_remove->setObjectName(QStringLiteral("connectorRemove"));
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("connectorOpen"));
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("connectorState"));
    m_state->setWordWrap(true);
    m_empty =
        new QLabel(Tr::tr("Other games' tool protocols: PigeonPea DevTools, Transport Fever 2's "
                          "file IPC, the Agent Arena tick inspector and ICRP over IRC. "
                          "Choose New… to make a connection."),
                   this);
    m_empty->setWordWrap(true);
    m_view = new ConnectorView(this);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(Tr::tr("Connection:"), this));
    bar->addWidget(m_profiles, 1);
    bar->addWidget(m_new);
    bar->addWidget(m_edit);
    bar->addWidget(m_remove);
    bar->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_state);
    layout->addWidget(m_empty);
    layout->addWidget(m_view, 1);

    connect(m_new, &QPushButton::clicked, this, &ConnectorsPage::newProfile);
    connect(m_edit, &QPushButton::clicked, this, &ConnectorsPage::editProfile);
    connect(m_remove, &QPushButton::clicked, this, &ConnectorsPage::removeProfile);
    connect(m_open, &QPushButton::clicked, this, &ConnectorsPage::toggleOpen);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, &ConnectorsPage::showCurrent);
    connect(&m_host.profiles(), &icpanel::ConnectorProfileStore::profilesChanged, this,
            &ConnectorsPage::fillProfiles);
    connect(&m_host, &icpanel::ConnectorHost::connectorChanged, this, [this](const QString &name) {
        if (name == currentProfile())
            showCurrent();
    });
    connect(&m_host, &icpanel::ConnectorHost::failed, this,
            [this](const QString &name, const QString &message) {
                if (name == currentProfile())
                    m_state->setText(message);
            });
    fillProfiles();
}

QString ConnectorsPage::currentProfile() const
{
    return m_profiles->currentData().toString();
}

bool ConnectorsPage::selectProfile(const QString &name)
{
    const int index = m_profiles->findData(name);
    if (index >= 0)
        m_profiles->setCurrentIndex(index);
    return index >= 0;
}

void ConnectorsPage::fillProfiles()
{
    const QString current = currentProfile();
    const QSignalBlocker blocker(m_profiles);
    m_profiles->clear();
    for (const auto &profile : m_host.profiles().profiles()) {
        const auto kind = icconnectors::connectorKind(profile.kind);
        m_profiles->addItem(Tr::tr("%1 — %2").arg(profile.name, kind ? kind->title : profile.kind),
                            profile.name);
    }
    const int index = m_profiles->findData(current);
    m_profiles->setCurrentIndex(index >= 0 ? index : 0);
    showCurrent();
}

void ConnectorsPage::showCurrent()
{
    const bool any = m_profiles->count() > 0;
    m_empty->setVisible(!any);
    m_edit->setEnabled(any);
    m_remove->setEnabled(any);
    m_open->setEnabled(any);
    disconnect(m_stateLink);
    icconnectors::Connector *connector = m_host.connector(currentProfile());
    if (m_view->connector() != connector)
        m_view->setConnector(connector);
    if (connector)
        m_stateLink = connect(connector, &icconnectors::Connector::stateChanged, this,
                              &ConnectorsPage::showState);
    showState();
}

void ConnectorsPage::showState()
{
    icconnectors::Connector *connector = m_host.connector(currentProfile());
    using State = icconnectors::Connector::State;
    const State state = connector ? connector->state() : State::Closed;
    // Alt+S, not Alt+C: that is the Connection menu's (twenty-first newcomer).
    m_open->setText(connector ? Tr::tr("Clo&se") : Tr::tr("&Open"));
    switch (state) {
    case State::Closed:
        m_state->setText(connector ? connector->stateDetail() : Tr::tr("Not open."));
        break;
    case State::Opening:
        m_state->setText(Tr::tr("Opening…"));
        break;
    case State::Open:
        m_state->setText(Tr::tr("Open."));
        break;
    case State::Failed:
        m_state->setText(Tr::tr("Failed: %1").arg(connector->stateDetail()));
        break;
    }
}

void ConnectorsPage::toggleOpen()
{
    const QString name = currentProfile();
    if (m_host.connector(name))
        m_host.close(name);
    else
        m_host.open(name);
}

void ConnectorsPage::newProfile()
{
    ConnectorProfileDialog dialog(m_host, {}, this);
    if (ModalDialog::exec(dialog) == QDialog::Accepted)
        selectProfile(dialog.saved().name);
}

void ConnectorsPage::editProfile()
{
    const auto profile = m_host.profiles().profile(currentProfile());
    if (!profile)
        return;
    ConnectorProfileDialog dialog(m_host, *profile, this);
    if (ModalDialog::exec(dialog) == QDialog::Accepted) {
        m_host.close(profile->name); // reopened with what was saved, when the user says so
        selectProfile(dialog.saved().name);
    }
}

void ConnectorsPage::removeProfile()
{
    const QString name = currentProfile();
    if (name.isEmpty())
        return;
    if (!MessageBox::confirm(
            this, Tr::tr("Remove Connection"),
            Tr::tr("Remove the connection \"%1\"? Its stored password goes too.").arg(name),
            Tr::tr("Remove")))
        return;
    m_host.removeProfile(name);
}

} // namespace icui
