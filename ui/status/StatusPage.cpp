#include "ui/status/StatusPage.h"
#include "ui/Tr.h"

#include "match/MatchInfo.h"

#include "panel/Panel.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace icui {

namespace {

QLabel *valueLabel(QWidget *parent, const QString &objectName, const QString &accessibleName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setAccessibleName(accessibleName);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

QString orDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("—") : text;
}

} // namespace

StatusPage::StatusPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("statusPage"));

    m_status = valueLabel(this, QStringLiteral("statusText"), Tr::tr("Connection status"));
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_status->setFont(big);
    m_status->setWordWrap(true);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("statusHint"));
    m_hint->setWordWrap(true);
    m_hint->setAccessibleName(Tr::tr("What to do next"));

    m_reconnect = new QPushButton(Tr::tr("&Reconnect"), this);
    m_reconnect->setObjectName(QStringLiteral("reconnectButton"));
    m_reconnect->setAccessibleName(Tr::tr("Reconnect to the game"));
    m_reconnect->setToolTip(Tr::tr("Connect to the game again with the stored password (Ctrl+R)"));
    connect(m_reconnect, &QPushButton::clicked, this, [this] { m_panel.reconnect(); });

    m_disconnect = new QPushButton(Tr::tr("&Disconnect"), this);
    m_disconnect->setObjectName(QStringLiteral("disconnectButton"));
    m_disconnect->setAccessibleName(Tr::tr("Disconnect from the game"));
    connect(m_disconnect, &QPushButton::clicked, this, [this] { m_panel.disconnectFromGame(); });

    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("statusAction"));
    m_action->setAccessibleName(Tr::tr("What helps now"));
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, [this] {
        if (m_action->property("opens").toString() == QLatin1String("password"))
            Q_EMIT passwordPageRequested();
        else
            Q_EMIT settingsRequested();
    });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_action);
    buttons->addWidget(m_reconnect);
    buttons->addWidget(m_disconnect);
    buttons->addStretch(1);

    auto *game = new QGroupBox(Tr::tr("Game"), this);
    auto *form = new QFormLayout(game);
    m_profile = valueLabel(game, QStringLiteral("profileName"), Tr::tr("Profile"));
    m_url = valueLabel(game, QStringLiteral("gameUrl"), Tr::tr("Game address"));
    m_tier = valueLabel(game, QStringLiteral("grantedTier"), Tr::tr("Tier"));
    m_version = valueLabel(game, QStringLiteral("icrpVersion"), Tr::tr("ICRP version"));
    m_server = valueLabel(game, QStringLiteral("serverName"), Tr::tr("Server"));
    m_roundTrip = valueLabel(game, QStringLiteral("roundTrip"), Tr::tr("Round-trip time"));
    m_clock = valueLabel(game, QStringLiteral("gameClock"), Tr::tr("Game clock"));
    m_match = valueLabel(game, QStringLiteral("matchState"), Tr::tr("Match"));
    form->addRow(Tr::tr("Profile:"), m_profile);
    form->addRow(Tr::tr("Address:"), m_url);
    form->addRow(Tr::tr("Tier:"), m_tier);
    form->addRow(Tr::tr("ICRP version:"), m_version);
    form->addRow(Tr::tr("Server:"), m_server);
    form->addRow(Tr::tr("Round-trip time:"), m_roundTrip);
    form->addRow(Tr::tr("Game clock:"), m_clock);
    form->addRow(Tr::tr("Match:"), m_match);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_hint);
    layout->addLayout(buttons);
    layout->addWidget(game);
    layout->addStretch(1);

    connect(&m_panel, &icpanel::Panel::statusChanged, this, &StatusPage::updateStatus);
    connect(&m_panel, &icpanel::Panel::infoChanged, this, &StatusPage::updateInfo);
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &StatusPage::updateInfo);
    // "Reconnecting in N s" counts down between the panel's own status changes.
    auto *countdown = new QTimer(this);
    countdown->setInterval(1000);
    connect(countdown, &QTimer::timeout, this, [this] {
        if (m_panel.status() == icpanel::Panel::Status::Reconnecting)
            m_status->setText(m_panel.statusText());
    });
    countdown->start();

    updateStatus();
    updateInfo();
}

void StatusPage::updateStatus()
{
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    m_status->setText(m_panel.statusText());
    m_action->hide();
    QString hint;
    switch (status) {
    case Status::Idle:
        hint = Tr::tr("Not connected. Use Connection ▸ Connect… (Ctrl+K) to choose a game, or "
                      "Reconnect (Ctrl+R).");
        break;
    case Status::Connecting:
    case Status::Authenticating:
        hint = Tr::tr("Reaching the game…");
        break;
    case Status::Connected:
        break;
    case Status::Reconnecting:
    case Status::Refused:
    case Status::WaitingForUser:
        hint = adviceForFailure();
        break;
    case Status::Disconnected:
        hint = Tr::tr("Disconnected. Press Reconnect to connect again.");
        break;
    }
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    const bool active = status == Status::Connected || status == Status::Connecting ||
                        status == Status::Authenticating || status == Status::Reconnecting;
    // While the panel waits to try again, the button skips the wait.
    m_reconnect->setText(status == Status::Reconnecting ? Tr::tr("Retry &Now")
                                                        : Tr::tr("&Reconnect"));
    m_reconnect->setEnabled(!m_panel.currentProfile().name.isEmpty() &&
                            status != Status::Connecting && status != Status::Authenticating);
    m_disconnect->setEnabled(active);
    updateInfo();
}

QString StatusPage::adviceForFailure()
{
    using Failure = icrp::IcrpClient::Failure;
    const QString address = m_panel.currentProfile().url.toString(QUrl::RemoveUserInfo);
    const auto offer = [this](const QString &text, const char *opens) {
        m_action->setText(text);
        m_action->setAccessibleName(QString(text).remove(QLatin1Char('&')));
        m_action->setProperty("opens", QString::fromLatin1(opens));
        m_action->show();
    };
    switch (m_panel.failure()) {
    case Failure::Refused:
        return Tr::tr("Nothing answers at %1: the game is not running, or its remote access is "
                      "off ([remote] enabled in its config.toml). The panel connects as soon as "
                      "the game is back.")
            .arg(address);
    case Failure::ServerShutdown:
        return Tr::tr("The game quit. The panel connects again as soon as it is back.");
    case Failure::TimedOut:
        return Tr::tr("The game did not answer in time. The panel keeps trying.");
    case Failure::TooManyConnections:
        return Tr::tr("The game is full: it takes no more connections. Close a tool you do not "
                      "need (or raise [remote] max_connections); the panel keeps trying.");
    case Failure::WrongPassword:
    case Failure::PasswordRequired:
        offer(Tr::tr("Open &Password Page"), "password");
        return Tr::tr("The game refused the password. Enter the right one on the Password page, "
                      "or reset it there, then reconnect.");
    case Failure::SessionInvalidated:
        return Tr::tr("The game ended this session: it was kicked, or the game's password was "
                      "reset. The panel does not reconnect on its own: press Reconnect when you "
                      "are ready.");
    case Failure::VersionMismatch:
        return Tr::tr("The game speaks another version of ICRP than this panel. Update the panel "
                      "or the game.");
    case Failure::TierRefused:
        offer(Tr::tr("Open &Settings"), "settings");
        return Tr::tr("The game does not grant the tier this profile asks for. Choose another "
                      "tier in Settings, or allow it in the game's config.toml.");
    case Failure::ProtocolError:
    case Failure::Closed:
        return Tr::tr("The connection ended unexpectedly. The panel keeps trying; the Log page "
                      "has the details.");
    case Failure::None:
        break;
    }
    return Tr::tr("The connection was lost; the panel tries again on its own.");
}

void StatusPage::updateInfo()
{
    const icpanel::ConnectionProfile profile = m_panel.currentProfile();
    m_profile->setText(orDash(profile.name));
    m_url->setText(profile.name.isEmpty() ? QStringLiteral("—")
                                          : profile.url.toString(QUrl::RemoveUserInfo));
    m_tier->setText(orDash(m_panel.grantedTier()));
    m_version->setText(orDash(m_panel.icrpVersion()));
    m_server->setText(orDash(m_panel.serverName()));
    const int rtt = m_panel.roundTripMs();
    m_roundTrip->setText(rtt < 0 ? QStringLiteral("—") : Tr::tr("%1 ms").arg(rtt));
    const QString clock = m_panel.gameClockText();
    m_clock->setText(clock.isEmpty() ? QStringLiteral("—")
                                     : Tr::tr("%1 (tick %2)").arg(clock).arg(m_panel.gameTicks()));
    const icmatch::MatchInfo::State state = m_panel.matchState();
    m_match->setText(state == icmatch::MatchInfo::State::Unknown
                         ? QStringLiteral("—")
                         : icmatch::MatchInfo::stateText(state));
}

} // namespace icui
