#include "ui/status/GameCard.h"

#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/AddressText.h"
#include "ui/common/ModalDialog.h"
#include "ui/connect/ConnectDialog.h"

#include "match/MatchInfo.h"

#include "panel/Panel.h"
#include "panel/ProfileStore.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

namespace {

QString gameOrDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("—") : text;
}

} // namespace

GameCard::GameCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Game"), Tr::tr("Connections"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("gameCard"));
    bigLine()->setObjectName(QStringLiteral("statusText"));
    bigLine()->setAccessibleName(Tr::tr("Connection status"));
    bigLine()->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The buttons act here; the title's button opens the page.
    setClickable(false);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("statusHint"));
    m_hint->setWordWrap(true);
    m_hint->setAccessibleName(Tr::tr("What to do next"));

    body()->addWidget(m_hint);
    body()->addLayout(createButtons());
    body()->addSpacing(4);
    body()->addLayout(createGrid());

    connect(&m_panel, &icpanel::Panel::statusChanged, this, &GameCard::updateStatus);
    connect(&m_panel, &icpanel::Panel::infoChanged, this, &GameCard::updateInfo);
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &GameCard::updateStatus);
    // "Reconnecting in N s" counts down through the panel's own statusChanged (its countdown).
    updateStatus();
}

QLayout *GameCard::createButtons()
{
    m_reconnect = new QPushButton(Tr::tr("&Reconnect"), this);
    m_reconnect->setObjectName(QStringLiteral("reconnectButton"));
    m_reconnect->setAccessibleName(Tr::tr("Reconnect to the game"));
    m_reconnect->setToolTip(Tr::tr("Connect to the game again with the stored password (Ctrl+R)"));
    connect(m_reconnect, &QPushButton::clicked, this, [this] {
        m_reconnectAsked = Asked::Yes;
        m_panel.reconnect();
        // Under way: the line goes when the status on the right says how it went.
        const auto status = m_panel.status();
        if (status == icpanel::Panel::Status::Connecting ||
            status == icpanel::Panel::Status::Authenticating)
            ActionFeedback::sayUntilSettled(
                this, Tr::tr("Reconnecting to %1…").arg(m_panel.currentProfile().name));
    });

    m_disconnect = new QPushButton(Tr::tr("&Disconnect"), this);
    m_disconnect->setObjectName(QStringLiteral("disconnectButton"));
    m_disconnect->setAccessibleName(Tr::tr("Disconnect from the game"));
    connect(m_disconnect, &QPushButton::clicked, this, [this] {
        m_reconnectAsked = Asked::No;
        m_panel.disconnectFromGame();
        ActionFeedback::say(this, Tr::tr("Disconnected from %1. The panel stays disconnected "
                                         "until you reconnect.")
                                      .arg(m_panel.currentProfile().name));
    });

    m_action = new QPushButton(this);
    m_action->setObjectName(QStringLiteral("statusAction"));
    m_action->setAccessibleName(Tr::tr("What helps now"));
    m_action->hide();
    connect(m_action, &QPushButton::clicked, this, [this] {
        const QString opens = m_action->property("opens").toString();
        if (opens == QLatin1String("password"))
            Q_EMIT passwordPageRequested();
        else if (opens == QLatin1String("connect"))
            openConnectDialog();
        else
            Q_EMIT settingsRequested();
    });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_action);
    buttons->addWidget(m_reconnect);
    buttons->addWidget(m_disconnect);
    buttons->addStretch(1);

    return buttons;
}

QLayout *GameCard::createGrid()
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_profile = addValue(grid, 0, 0, Tr::tr("Profile"), QStringLiteral("profileName"));
    m_url = addValue(grid, 0, 2, Tr::tr("Address"), QStringLiteral("gameUrl"));
    m_server = addValue(grid, 1, 0, Tr::tr("Server"), QStringLiteral("serverName"));
    m_version = addValue(grid, 1, 2, Tr::tr("ICRP"), QStringLiteral("icrpVersion"));
    m_tier = addValue(grid, 2, 0, Tr::tr("Tier"), QStringLiteral("grantedTier"));
    m_roundTrip = addValue(grid, 2, 2, Tr::tr("Round trip"), QStringLiteral("roundTrip"));
    m_clock = addValue(grid, 3, 0, Tr::tr("Clock"), QStringLiteral("gameClock"));
    m_match = addValue(grid, 3, 2, Tr::tr("Match"), QStringLiteral("matchState"));

    return grid;
}

QLabel *GameCard::addValue(QGridLayout *grid, int row, int column, const QString &caption,
                           const QString &objectName)
{
    auto *name = new QLabel(caption, this);
    name->setForegroundRole(QPalette::PlaceholderText);
    auto *value = new QLabel(this);
    value->setObjectName(objectName);
    value->setAccessibleName(caption);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    name->setBuddy(value);
    grid->addWidget(name, row, column);
    grid->addWidget(value, row, column + 1);
    return value;
}

QString GameCard::roundTripText(int ms)
{
    // The panel measures whole milliseconds: a game on this computer answers in less than one.
    if (ms < 0)
        return QStringLiteral("—");
    return ms == 0 ? Tr::tr("< 1 ms") : Tr::tr("%1 ms").arg(ms);
}

void GameCard::updateStatus()
{
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    m_action->hide();
    // Reconnect is there whenever a game is chosen and no attempt is under way.
    m_reconnect->setEnabled(!m_panel.currentProfile().name.isEmpty() &&
                            status != Status::Connecting && status != Status::Authenticating);
    QString hint;
    Tone tone = Tone::Warning;
    switch (status) {
    case Status::Idle:
        hint = adviceWhileIdle();
        if (m_panel.currentProfile().name.isEmpty())
            offer(Tr::tr("Connect to a Ga&me…"), "connect"); // C: the Connection menu
        tone = Tone::Neutral;
        break;
    case Status::Connecting:
    case Status::Authenticating:
        hint = Tr::tr("Reaching the game…");
        tone = Tone::Neutral;
        break;
    case Status::Connected:
        tone = Tone::Good;
        break;
    case Status::WaitingForUser:
        if (m_panel.awaitingPassword()) {
            // Asked for the password of this game: that is what it waits for, not the game.
            hint = Tr::tr("The game's password is needed: type it in the window that asks for "
                          "it, or on the Password page.");
            offer(Tr::tr("Open &Password Page"), "password");
            break;
        }
        [[fallthrough]];
    case Status::Reconnecting:
    case Status::Refused:
        hint = adviceForFailure();
        tone = status == Status::Reconnecting ? Tone::Warning : Tone::Error;
        break;
    case Status::Disconnected:
        hint = Tr::tr("Disconnected. Press Reconnect (Ctrl+R) to connect again.");
        tone = Tone::Neutral;
        break;
    }
    // Waiting to try again: the big line is why, the countdown a small line under it.
    if (status == Status::Reconnecting)
        setContent(unreachableLine(), {m_panel.statusText()}, tone);
    else
        setContent(statusLine(), {}, tone);
    bigLine()->setToolTip(bigLine()->text() == m_panel.statusText() ? QString()
                                                                    : m_panel.statusText());
    // An address in it wraps whole (AddressText); a screen reader gets the plain sentence.
    m_hint->setText(AddressText::keptWhole(hint));
    m_hint->setAccessibleDescription(hint);
    m_hint->setVisible(!hint.isEmpty());
    const bool active = status == Status::Connected || status == Status::Connecting ||
                        status == Status::Authenticating || status == Status::Reconnecting;
    // While the panel waits to try again, the button skips the wait.
    m_reconnect->setText(status == Status::Reconnecting ? Tr::tr("Retry &Now")
                                                        : Tr::tr("&Reconnect"));
    m_disconnect->setEnabled(active);
    // Without a game chosen neither can do anything: the Connect button stands alone.
    const bool chosen = !m_panel.currentProfile().name.isEmpty();
    m_reconnect->setVisible(chosen);
    m_disconnect->setVisible(chosen);
    reportReconnect();
    updateInfo();
}

void GameCard::reportReconnect()
{
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    if (status == Status::Connecting || status == Status::Authenticating) {
        if (m_reconnectAsked == Asked::Yes)
            m_reconnectAsked = Asked::Trying;
        return;
    }
    if (m_reconnectAsked != Asked::Trying)
        return;
    m_reconnectAsked = Asked::No;
    if (status == Status::Connected)
        ActionFeedback::say(this, Tr::tr("Reconnected to %1.").arg(m_panel.currentProfile().name));
    else
        ActionFeedback::say(this, Tr::tr("Reconnect failed: %1").arg(m_panel.statusText()));
}

QString GameCard::statusLine() const
{
    using Failure = icrp::IcrpClient::Failure;
    const QString text = m_panel.statusText();
    const Failure failure = m_panel.failure();
    const bool advised = failure == Failure::WrongPassword ||
                         failure == Failure::PasswordRequired ||
                         failure == Failure::SessionInvalidated;
    const auto status = m_panel.status();
    if (!advised || (status != icpanel::Panel::Status::Refused &&
                     status != icpanel::Panel::Status::WaitingForUser))
        return text;
    // The hint below says what to do: the big line keeps only what happened.
    const qsizetype end = text.indexOf(QLatin1String(". "));
    return end > 0 ? text.left(end + 1) : text;
}

QString GameCard::unreachableLine()
{
    // The hint under it says why (its first words: "Nothing answers at …", "The game quit.").
    return Tr::tr("Game not reachable");
}

QString GameCard::adviceWhileIdle() const
{
    // Saved games, none chosen (Connect when the panel starts is off): one is a choice away.
    if (m_panel.currentProfile().name.isEmpty() && !m_panel.profiles()->names().isEmpty())
        return Tr::tr("Not connected. Choose a saved game in the Game box above (Alt+G), or add "
                      "one with Connection ▸ Connect… (Ctrl+K).");
    if (m_panel.currentProfile().name.isEmpty())
        return Tr::tr("No game chosen yet. Start the game with its remote API on, then add it "
                      "with Connection ▸ Connect… (Ctrl+K).");
    return Tr::tr("Not connected. Press Reconnect (Ctrl+R) to connect to %1, or choose another "
                  "game with Connection ▸ Connect… (Ctrl+K).")
        .arg(m_panel.currentProfile().name);
}

void GameCard::openConnectDialog()
{
    const QString game = m_panel.currentProfile().name;
    if (game.isEmpty()) {
        // Connection ▸ Connect… of the window this card is in: a new game.
        if (auto *action = window()->findChild<QAction *>(QStringLiteral("actionConnect")))
            action->trigger();
        return;
    }
    // On the game in use, its address ready to be corrected.
    ConnectDialog dialog(m_panel, window());
    dialog.chooseGame(game);
    if (ModalDialog::exec(dialog) == QDialog::Accepted)
        ActionFeedback::say(this, // it closes once the game has accepted
                            Tr::tr("Connected to \"%1\".").arg(m_panel.currentProfile().name));
}

void GameCard::offer(const QString &text, const char *opens)
{
    m_action->setText(text);
    m_action->setAccessibleName(QString(text).remove(QLatin1Char('&')));
    m_action->setProperty("opens", QString::fromLatin1(opens));
    m_action->show();
}

QString GameCard::adviceForFailure()
{
    using Failure = icrp::IcrpClient::Failure;
    const QString address = m_panel.currentProfile().url.toString(QUrl::RemoveUserInfo);
    switch (m_panel.failure()) {
    case Failure::Refused:
        // The game quit and is not back yet: that, not what else might be wrong (twenty-ninth
        // newcomer: the card forgot why the game went away once the first retry failed).
        if (m_panel.sessionEndedBy() == Failure::ServerShutdown)
            return Tr::tr("The game quit, and nothing answers at %1 yet. The panel connects "
                          "again as soon as it is back.")
                .arg(address);
        offer(Tr::tr("Check the &Address…"), "connect");
        return Tr::tr("Nothing answers at %1: the game is not running, its remote API is off "
                      "([remote] enabled in its config.toml), or the address is wrong (check the "
                      "port). The panel connects as soon as the game answers.")
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
        return Tr::tr("Enter the right password on the Password page, or reset it there, then "
                      "reconnect.");
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

void GameCard::updateInfo()
{
    const icpanel::ConnectionProfile profile = m_panel.currentProfile();
    m_profile->setText(gameOrDash(profile.name));
    m_url->setText(profile.name.isEmpty() ? QStringLiteral("—")
                                          : profile.url.toString(QUrl::RemoveUserInfo));
    m_tier->setText(gameOrDash(m_panel.grantedTier()));
    m_version->setText(gameOrDash(m_panel.icrpVersion()));
    m_server->setText(gameOrDash(m_panel.serverName()));
    const int rtt = m_panel.roundTripMs();
    m_roundTrip->setText(roundTripText(rtt));
    const QString clock = m_panel.gameClockText();
    m_clock->setText(clock.isEmpty() ? QStringLiteral("—")
                                     : Tr::tr("%1 (tick %2)").arg(clock).arg(m_panel.gameTicks()));
    const icmatch::MatchInfo::State state = m_panel.matchState();
    m_match->setText(state == icmatch::MatchInfo::State::Unknown
                         ? QStringLiteral("—")
                         : icmatch::MatchInfo::stateText(state));
}

} // namespace icui
