#include "ui/tournament/RelayGameWindow.h"

#include "match/MatchInfo.h"
#include "match/MatchModel.h"
#include "match/MatchSummary.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayGameFeed.h"
#include "ui/Tr.h"
#include "ui/common/MessageBar.h"
#include "ui/match/MatchView.h"

#include <QApplication>
#include <QGridLayout>
#include <QHash>
#include <QLabel>
#include <QLoggingCategory>
#include <QScreen>
#include <QShortcut>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

Q_LOGGING_CATEGORY(lcRelayGameWindow, "icpanel.ui.relaygame", QtInfoMsg)

namespace icui {

using icrelayclient::RelayConnection;
using icrelayclient::RelayGameFeed;

namespace {

/// Where each game's window was when it last closed, in this run (relay and game id as key).
QHash<QString, QRect> &rememberedPlaces()
{
    static QHash<QString, QRect> places;
    return places;
}

/// `place` moved (not resized) to lie within `avail` as far as it fits.
QRect onScreen(QRect place, const QRect &avail)
{
    place.moveRight(std::min(place.right(), avail.right()));
    place.moveBottom(std::min(place.bottom(), avail.bottom()));
    place.moveTopLeft(
        QPoint(std::max(place.left(), avail.left()), std::max(place.top(), avail.top())));
    return place;
}

} // namespace

RelayGameWindow::RelayGameWindow(RelayConnection *c, const QString &relayName,
                                 const QString &gameId, QWidget *home)
    : QWidget(nullptr, Qt::Window), m_home(home),
      m_feed(new RelayGameFeed(c, relayName, gameId, this))
{
    setObjectName(QStringLiteral("relayGameWindow"));
    setAttribute(Qt::WA_QuitOnClose, false); // a second window: closing the main one quits
    setWindowTitle(Tr::tr("%1 on %2 — IC Control Panel").arg(gameId, relayName));
    makeWidgets();
    makeLayout();
    connectFeed();
    addShortcuts();
    resize(960, 620);
    updateHeader();
    updateSummary();
}

RelayGameWindow::~RelayGameWindow() = default;

icmatch::MatchModel *RelayGameWindow::match() const
{
    return m_feed->match();
}

QString RelayGameWindow::gameId() const
{
    return m_feed->gameId();
}

QString RelayGameWindow::relayName() const
{
    return m_feed->relayName();
}

QLabel *RelayGameWindow::header() const
{
    return m_view->header();
}

void RelayGameWindow::makeWidgets()
{
    m_bar = new MessageBar(this);
    m_bar->setObjectName(QStringLiteral("relayGameBar"));
    m_bar->hideMessage();
    m_observer = new QLabel(Tr::tr("Watched as an observer through the relay %1: every team is "
                                   "shown, with no fog of war.")
                                .arg(relayName()),
                            this);
    m_observer->setToolTip(Tr::tr("A relay's sessions see every team in full. Pause, Kick, Ban "
                                  "and Announce are on the Tournament page."));
    m_observer->setObjectName(QStringLiteral("relayObserverLine"));
    m_observer->setTextFormat(Qt::PlainText); // the relay's name is the user's or the relay's
    m_observer->setWordWrap(true);
    m_observer->setForegroundRole(QPalette::PlaceholderText);
    m_observer->setContentsMargins(8, 0, 0, 0); // where a message's icon would start
    m_view = new MatchView(match(), this);
    header()->setObjectName(QStringLiteral("relayGameHeader"));
    m_ranked = new QLabel(Tr::tr("Ranked"), this);
    m_ranked->setObjectName(QStringLiteral("rankedBadge"));
    m_ranked->setStyleSheet(QStringLiteral("#rankedBadge { background: #b8860b; color: white; "
                                           "border-radius: 3px; padding: 2px 6px; }"));
    m_ranked->hide();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("relayGameSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setFrameShape(QFrame::StyledPanel);
    m_summary->setMargin(6);
    m_summary->hide();
    m_playersLabel = new QLabel(Tr::tr("&Players:"), this);
}

void RelayGameWindow::makeLayout()
{
    m_view->addBesideHeader(m_ranked);
    m_view->addBelowScoreboard(m_summary);
    m_view->setPlayersLabel(m_playersLabel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(makeBarPlace());
    layout->addWidget(m_view, 1);
}

QLayout *RelayGameWindow::makeBarPlace()
{
    // The bar and the observer line share one place, as the replay window's bar and hint: a
    // message coming or going moves nothing below it.
    m_barPlace = new QGridLayout;
    m_barPlace->setContentsMargins(0, 0, 0, 0);
    m_barPlace->addWidget(m_observer, 0, 0);
    m_barPlace->addWidget(m_bar, 0, 0);
    m_bar->installEventFilter(this);
    m_observer->setVisible(m_bar->isHidden());
    return m_barPlace;
}

bool RelayGameWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        m_observer->setVisible(m_bar->isHidden());
    return QWidget::eventFilter(watched, event);
}

void RelayGameWindow::connectFeed()
{
    icmatch::MatchModel *m = match();
    for (auto signal : {&icmatch::MatchModel::infoChanged, &icmatch::MatchModel::figuresChanged,
                        &icmatch::MatchModel::matchReset}) {
        connect(m, signal, this, &RelayGameWindow::updateHeader);
        connect(m, signal, this, &RelayGameWindow::updateSummary);
    }
    connect(m_feed, &RelayGameFeed::unavailable, this, &RelayGameWindow::showUnavailable);
    connect(m_feed, &RelayGameFeed::available, this, [this] {
        m_bar->hideMessage();
        updateHeader();
    });
    if (RelayConnection *c = m_feed->connection())
        connect(c, &RelayConnection::stateChanged, this, &RelayGameWindow::relayStateChanged);
}

void RelayGameWindow::addShortcuts()
{
    for (const QKeySequence &keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto *shortcut = new QShortcut(keys, this, nullptr, nullptr, Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &QWidget::close);
    }
}

void RelayGameWindow::updateHeader()
{
    const icmatch::MatchInfo &info = match()->info();
    m_ranked->setVisible(info.ranked);
    if (info.state == icmatch::MatchInfo::State::Unknown) {
        // Nothing shown yet: still asking, or refused (the bar above says why).
        header()->setText(m_feed->problem().code.isEmpty()
                              ? Tr::tr("Asking %1 for %2…").arg(relayName(), gameId())
                              : Tr::tr("%1 on %2 cannot be shown.").arg(gameId(), relayName()));
        return;
    }
    header()->setText(
        Tr::tr("%1 · %2 · %3 · %4")
            .arg(info.map, info.mode,
                 icmatch::clockText(std::max<qint64>(0, match()->figuresTick()), info.tickRate),
                 icmatch::MatchInfo::stateText(info.state)));
}

void RelayGameWindow::updateSummary()
{
    const QString text = icmatch::endSummary(*match());
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
}

void RelayGameWindow::relayStateChanged()
{
    const RelayConnection *c = m_feed->connection();
    if (!c)
        return;
    if (c->state() == RelayConnection::State::Reconnecting && m_feed->isRunning()) {
        m_sayingReconnect = true;
        m_bar->showMessage(MessageBar::Kind::Warning,
                           Tr::tr("%1 is reconnecting: this view shows %2 as last seen and goes "
                                  "on when the relay is back.")
                               .arg(relayName(), gameId()),
                           0);
    } else if (c->state() == RelayConnection::State::Connected && m_sayingReconnect) {
        m_sayingReconnect = false;
        m_bar->hideMessage();
    }
}

void RelayGameWindow::showUnavailable(const QString &message)
{
    qCInfo(lcRelayGameWindow).noquote() << gameId() << "on" << relayName() << "unavailable";
    m_sayingReconnect = false;
    m_bar->showMessage(MessageBar::Kind::Error, message, 0);
    updateHeader();
}

void RelayGameWindow::showEarlier(const QList<icrelayclient::RelayMatchEvent> &events,
                                  const QList<icrelayclient::RelayAnnouncement> &announcements)
{
    m_feed->showEarlier(events, announcements);
}

void RelayGameWindow::showEvent(QShowEvent *event)
{
    if (!m_placed) {
        m_placed = true;
        placeFirstTime();
    }
    if (!m_feed->isRunning())
        m_feed->start();
    QWidget::showEvent(event);
}

void RelayGameWindow::hideEvent(QHideEvent *event)
{
    m_feed->stop();
    if (m_placed)
        rememberedPlaces().insert(placeKey(), geometry());
    QWidget::hideEvent(event);
}

QString RelayGameWindow::placeKey() const
{
    return relayName() + u'\n' + gameId();
}

void RelayGameWindow::placeFirstTime()
{
    const QWidget *main = m_home ? m_home->window() : nullptr;
    const QScreen *screen = main ? main->screen() : this->screen();
    if (!screen)
        return;
    const QRect avail = screen->availableGeometry();
    const auto remembered = rememberedPlaces().constFind(placeKey());
    QRect place = remembered != rememberedPlaces().cend() ? *remembered
                                                          : clearOfOthers(firstPlace(avail), avail);
    place.setSize(place.size().boundedTo(avail.size()));
    setGeometry(onScreen(place, avail));
}

QRect RelayGameWindow::firstPlace(const QRect &avail) const
{
    // Beside the main window as a second window, never exactly over it: two games side by side.
    const QSize size = QSize(960, 620).expandedTo(minimumSizeHint()).boundedTo(avail.size());
    if (!m_home)
        return QRect(avail.topLeft() + QPoint(40, 40), size);
    const QWidget *main = m_home->window();
    const QRect outer = main->frameGeometry();
    QRect place(QPoint(outer.right() + 9, outer.top()), size);
    if (!avail.contains(place))
        place.moveTopLeft(main->geometry().topLeft() + QPoint(40, 40));
    return onScreen(place, avail);
}

QRect RelayGameWindow::clearOfOthers(QRect place, const QRect &avail) const
{
    QList<QPoint> taken;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w != this && w->isVisible() && qobject_cast<RelayGameWindow *>(w))
            taken.append(w->geometry().topLeft());
    }
    const int step = titleBarHeight();
    const auto isTaken = [&](const QPoint &corner) {
        return std::any_of(taken.cbegin(), taken.cend(),
                           [&](const QPoint &p) { return (p - corner).manhattanLength() < step; });
    };
    // A cascade, starting again at the screen's top (one step further right) when it runs out.
    for (int wraps = 0, tries = 0; isTaken(place.topLeft()) && tries < 200; ++tries) {
        place.translate(step, step);
        if (!avail.contains(place))
            place.moveTopLeft(avail.topLeft() + QPoint(++wraps * step, 0));
    }
    return place;
}

int RelayGameWindow::titleBarHeight() const
{
    // The window system's frame where it has one shown, else the style's title bar.
    const int frame = frameGeometry().height() - geometry().height();
    return std::max({frame, style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this), 16});
}

} // namespace icui
