#include "ui/replay/ReplayWindow.h"

#include "history/ReplayDeck.h"
#include "match/MatchInfo.h"
#include "match/MatchModel.h"
#include "match/MatchSummary.h"
#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchView.h"
#include "ui/replay/ReplayChartBox.h"
#include "ui/replay/ReplayControls.h"

#include <QGridLayout>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMoveEvent>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QShortcut>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {

ReplayWindow::ReplayWindow(icpanel::Panel &panel, QWidget *home)
    : QWidget(nullptr, Qt::Window), m_home(home), m_panel(panel),
      m_deck(new ichistory::ReplayDeck(panel.gameConnection(), this)),
      m_match(new icmatch::MatchModel(nullptr, this))
{
    setObjectName(QStringLiteral("replayWindow"));
    setFocusPolicy(Qt::ClickFocus); // a click on the background: the arrows step the replay
    setWindowTitle(Tr::tr("Replay — IC Control Panel"));
    makeWidgets();
    makeLayout();
    connectDeck();
    connectStream();
    addShortcuts();
    resize(960, 620);
    updateHeader();
    updateStream();
}

void ReplayWindow::makeWidgets()
{
    m_bar = new MessageBar(this);
    m_barHint = new QLabel(this);
    m_barHint->setObjectName(QStringLiteral("replayBarHint"));
    m_barHint->setForegroundRole(QPalette::PlaceholderText);
    // One line that never widens the window; the bar's left margin, so it starts where a
    // message's icon would.
    m_barHint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_barHint->setContentsMargins(8, 0, 0, 0);
    m_view = new MatchView(m_match, this);
    header()->setObjectName(QStringLiteral("replayHeader"));
    m_controls = new ReplayControls(m_deck, this);
    m_stream = new QPushButton(Tr::tr("Show on &Stream"), this);
    m_stream->setObjectName(QStringLiteral("replayShowOnStream"));
    m_stream->setCheckable(true);
    m_stream->setToolTip(Tr::tr("The overlays show this replay instead of the live game, "
                                "following Play, Pause, the timeline and the speed here."));
    m_live = new QPushButton(Tr::tr("Back to &Live"), this);
    m_live->setObjectName(QStringLiteral("replayBackToLive"));
    m_live->setToolTip(Tr::tr("The overlays show the live game again."));
}

void ReplayWindow::makeLayout()
{
    // Back to Live comes in on the left of Show on Stream, which stays under the pointer that
    // pressed it (read "On Stream", disabled): a quick second click does not take the replay
    // off stream.
    m_view->addBesideHeader(m_live);
    m_view->addBesideHeader(m_stream);
    // A replay has the match from its start: its fallback chart starts at 0:00.
    chart()->setFromFirstFigures(false);
    // The whole match's chart where the MatchView has its chart (beside the feed); the
    // MatchView's chart goes into it as the fallback.
    m_chartBox = new ReplayChartBox(chart(), m_match, m_deck, m_panel.history(),
                                    m_controls->timeline(), this);
    m_view->setChartArea(m_chartBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(makeBarPlace());
    layout->addWidget(m_view, 1);
    layout->addWidget(m_controls);
}

QLayout *ReplayWindow::makeBarPlace()
{
    // The nineteenth newcomer: Show on Stream's answer pushed the whole window down by the
    // bar's height, and pushed it back up when it went. Its place is kept from the start, and
    // a quiet hint fills it while no message is shown, so it is never an empty band. The bar
    // stays the window's child (in a nested layout), so it still sees the pointer over the
    // window as over its page.
    m_barPlace = new QGridLayout;
    m_barPlace->setContentsMargins(0, 0, 0, 0);
    m_barPlace->addWidget(m_barHint, 0, 0);
    m_barPlace->addWidget(m_bar, 0, 0);
    reserveBarPlace();
    m_bar->installEventFilter(this);
    m_barHint->setVisible(m_bar->isHidden());
    return m_barPlace;
}

void ReplayWindow::reserveBarPlace()
{
    // The bar's own least height: its margins around the icon, as tall as its close button.
    const QMargins margins = m_bar->layout()->contentsMargins();
    const int line = margins.top() + m_bar->fontMetrics().height() + margins.bottom();
    m_barPlace->setRowMinimumHeight(0, std::max(m_bar->minimumSizeHint().height(), line));
}

bool ReplayWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        m_barHint->setVisible(m_bar->isHidden()); // not the window's own hiding
    return QWidget::eventFilter(watched, event);
}

QLabel *ReplayWindow::header() const
{
    return m_view->header();
}

PlayersTable *ReplayWindow::players() const
{
    return m_view->players();
}

ArmyChart *ReplayWindow::chart() const
{
    return m_view->chart();
}

MatchFeedBox *ReplayWindow::feedBox() const
{
    return m_view->feedBox();
}

void ReplayWindow::connectDeck()
{
    using ichistory::ReplayDeck;
    connect(m_deck, &ReplayDeck::loaded, this, &ReplayWindow::takeLoaded);
    connect(m_deck, &ReplayDeck::restarted, m_match, &icmatch::MatchModel::restartReplay);
    connect(m_deck, &ReplayDeck::eventsPassed, this, &ReplayWindow::takeEvents);
    connect(m_deck, &ReplayDeck::figuresChanged, m_match, &icmatch::MatchModel::takeFigures);
    connect(m_deck, &ReplayDeck::tickChanged, this, &ReplayWindow::updateHeader);
    connect(m_deck, &ReplayDeck::failed, this, [this](const QString &message) {
        m_bar->showMessage(MessageBar::Kind::Error, message);
    });
    connect(m_deck, &ReplayDeck::eventsMissed, this, [this](qint64 from, qint64 to) {
        const int rate = m_deck->tickRate();
        m_bar->showMessage(MessageBar::Kind::Warning,
                           Tr::tr("Events from %1 to %2 are not all shown: the game hands over "
                                  "only so many at once. Play that part to see them.")
                               .arg(icmatch::clockText(from, rate), icmatch::clockText(to, rate)));
    });
    connect(&m_panel, &icpanel::Panel::currentProfileChanged, this, &ReplayWindow::gameSwitched);
}

void ReplayWindow::gameSwitched()
{
    const QString now = m_panel.currentProfile().name;
    if (m_game.isEmpty() || now == m_game)
        return;
    updateTitle();
    if (onStream() || !isVisible())
        return; // on stream it stays: closing would end it; the title names its game
    close();
    ActionFeedback::say(
        m_home, Tr::tr("Closed the replay from %1: it belongs to that game, and the panel now "
                       "uses %2.")
                    .arg(m_game, now));
}

void ReplayWindow::addShortcuts()
{
    // Escape and Ctrl+W close the window (closing pauses the replay, hideEvent()).
    for (const QKeySequence &keys :
         {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto *shortcut = new QShortcut(keys, this, nullptr, nullptr, Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, &QWidget::close);
    }
}

void ReplayWindow::showEvent(QShowEvent *event)
{
    if (!m_placed && m_home) {
        m_placed = true;
        if (!placeAsLastTime())
            placeFirstTime();
    }
    reserveBarPlace();                        // the style's sizes are known now
    m_barHint->setVisible(m_bar->isHidden()); // whatever the bar did while the window was hidden
    QWidget::showEvent(event);
}

namespace {

/// `r` moved (not resized) to lie inside `room` as far as it can.
QRect movedInside(QRect r, const QRect &room)
{
    if (r.right() > room.right())
        r.moveRight(room.right());
    if (r.bottom() > room.bottom())
        r.moveBottom(room.bottom());
    r.moveLeft(std::max(r.left(), room.left()));
    r.moveTop(std::max(r.top(), room.top()));
    return r;
}

qint64 area(const QRect &r)
{
    return r.isEmpty() ? 0 : qint64(r.width()) * r.height();
}

/// The screen whose available area shows enough of `r` to take hold of it (its top edge, where
/// the title bar is, at least kGrip pixels wide), or nullptr.
const QScreen *screenShowing(const QRect &r)
{
    constexpr int kGrip = 100;
    const QRect top(r.left(), r.top(), r.width(), 1);
    for (const QScreen *screen : QGuiApplication::screens()) {
        if ((top & screen->availableGeometry()).width() >= std::min(kGrip, r.width()))
            return screen;
    }
    return nullptr;
}

/// Where a second window goes beside `main` (client areas; `frame`: the window's border and
/// title around one): four fifths of its size (grown to `least`, no larger than the room),
/// at the place inside `avail` where it covers least of `main`: beside it where the screen has
/// room, else below, above or cascaded over it. Never exactly over `main`.
QRect besideMain(const QRect &main, const QMargins &frame, const QRect &avail, const QSize &least)
{
    constexpr int kGap = 8;
    constexpr int kOffset = 40;
    const QRect room = avail.marginsRemoved(frame);
    const QSize size = (main.size() * 4 / 5).expandedTo(least).boundedTo(room.size());
    const int across = frame.left() + frame.right() + kGap;
    const int down = frame.top() + frame.bottom() + kGap;
    const QPoint places[] = {{main.right() + 1 + across, main.top()},
                             {main.left() - across - size.width(), main.top()},
                             {main.left(), main.bottom() + 1 + down},
                             {main.left(), main.top() - down - size.height()},
                             main.topLeft() + QPoint(kOffset, kOffset)};
    QRect best;
    qint64 covered = -1;
    for (const QPoint &at : places) {
        const QRect r = movedInside(QRect(at, size), room);
        const qint64 c = area(r.marginsAdded(frame) & main.marginsAdded(frame));
        if (r != main && (covered < 0 || c < covered)) {
            best = r;
            covered = c;
        }
    }
    return best.isValid() ? best : QRect(main.topLeft() + QPoint(kOffset, kOffset), size);
}

} // namespace

void ReplayWindow::placeFirstTime()
{
    // Smaller than the main window, not the screen's size (no screen full of empty boxes), and
    // beside it as a second window: one exactly over it looked as if the main window had been
    // replaced, one reaching past it as if it were larger than it, and one cascaded at nearly
    // its size covered most of it (the eighteenth newcomer).
    const QWidget *main = m_home->window();
    const QRect outer = main->frameGeometry();
    const QRect inner = main->geometry();
    const QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(),
                         outer.right() - inner.right(), outer.bottom() - inner.bottom());
    const QScreen *screen = main->screen();
    const QRect avail = screen ? screen->availableGeometry() : inner.marginsAdded(frame);
    setGeometry(besideMain(inner, frame, avail, minimumSizeHint()));
}

bool ReplayWindow::placeAsLastTime()
{
    // Where the user last put it (the twenty-second newcomer expected that), while that place
    // is still on a screen; a place on a screen no longer there falls back to the first one.
    const QRect saved = m_panel.settings()->replayWindowGeometry();
    const QScreen *on = saved.isValid() ? screenShowing(saved) : nullptr;
    if (!on)
        return false;
    const QRect room = on->availableGeometry();
    const QSize size = saved.size().expandedTo(minimumSizeHint()).boundedTo(room.size());
    setGeometry(movedInside(QRect(saved.topLeft(), size), room));
    return true;
}

void ReplayWindow::moveEvent(QMoveEvent *event)
{
    QWidget::moveEvent(event);
    rememberPlace(event->spontaneous());
}

void ReplayWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rememberPlace(event->spontaneous());
}

void ReplayWindow::rememberPlace(bool byTheUser)
{
    // Only what the window system did (the user dragged or resized the window): the panel's
    // own placing and resizing is not a place the user chose.
    if (byTheUser && m_placed && isVisible() && !isMaximized() && !isMinimized())
        m_panel.settings()->setReplayWindowGeometry(geometry());
}

void ReplayWindow::keyPressEvent(QKeyEvent *event)
{
    // Only when the window itself has the focus (the timeline steps by itself): an input
    // (the speed box), a button or the players table keep their arrows.
    QWidget *focus = focusWidget();
    const bool free = !focus || focus == this;
    if (event->modifiers() == Qt::NoModifier && free && m_controls->stepKey(event->key())) {
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ReplayWindow::hideEvent(QHideEvent *event)
{
    m_deck->pause();
    QWidget::hideEvent(event);
}

void ReplayWindow::openReplay(const QString &replayId)
{
    m_game = m_panel.currentProfile().name;
    // In the header, not a bar: a bar hidden under the pointer keeps its place (an empty strip).
    header()->setText(Tr::tr("Loading the replay…"));
    m_deck->load(replayId);
}

void ReplayWindow::takeLoaded()
{
    const QJsonObject answer = m_deck->loadAnswer();
    icmatch::MatchInfo info;
    info.map = answer.value(u"map").toString();
    info.mode = answer.value(u"mode").toString();
    info.tickRate = m_deck->tickRate();
    info.seed = 0;
    info.state = icmatch::MatchInfo::State::Running;
    m_match->showReplay(info);
    m_bar->hideMessage();
    updateTitle();
    updateHeader();
    updateStream();
}

void ReplayWindow::takeEvents(const QJsonArray &events)
{
    for (const QJsonValue &value : events) {
        const QJsonObject e = value.toObject();
        m_match->replayEvent(e.value(u"category").toString(), e.value(u"type").toString(),
                             e.value(u"tick").toInteger(), e.value(u"data").toObject());
    }
}

void ReplayWindow::updateTitle()
{
    const QString map = m_match->info().map;
    setWindowTitle(m_game.isEmpty()
                       ? Tr::tr("Replay of %1 — IC Control Panel").arg(map)
                       : Tr::tr("Replay of %1 from %2 — IC Control Panel").arg(map, m_game));
}

void ReplayWindow::updateHeader()
{
    if (!m_deck->isLoaded()) {
        header()->setText(Tr::tr("No replay loaded: choose one on the History page."));
        return;
    }
    const icmatch::MatchInfo &info = m_match->info();
    const int rate = m_deck->tickRate();
    header()->setText(Tr::tr("Replay · %1 · %2 · %3 of %4")
                          .arg(info.map, info.mode, icmatch::clockText(m_deck->tick(), rate),
                               icmatch::clockText(m_deck->endTick(), rate)));
}

} // namespace icui
