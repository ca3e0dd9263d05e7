#include "ui/tournament/TournamentPage.h"

#include "ui/Tr.h"
#include "ui/TrayIcon.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/ElidedLabel.h"
#include "ui/common/MessageBar.h"
#include "ui/match/AnswerPlace.h"
#include "ui/tournament/RelayGameWindow.h"
#include "ui/tournament/RelayTrustDialog.h"
#include "ui/tournament/TournamentFilter.h"
#include "ui/tournament/TournamentPageLog.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayEventLog.h"
#include "relayclient/RelayMatchEvent.h"
#include "relayclient/TournamentModel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonValue>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {

using icrelayclient::RelayConnection;
using icrelayclient::RelayGameInfo;
using icrelayclient::TournamentModel;

TournamentPage::TournamentPage(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel), m_relays(panel.relays())
{
    setObjectName(QStringLiteral("tournamentPage"));
    m_model = new TournamentModel(this);
    // Listed every 2 s while the page is shown (showEvent), every 15 s while it is hidden; the
    // match events come either way.
    m_model->setWatched(false);
    m_filter = new TournamentFilter(this);
    m_filter->setSourceModel(m_model);
    m_visibleTimer = new QTimer(this);
    m_visibleTimer->setSingleShot(true);
    m_visibleTimer->setInterval(0);
    connect(m_visibleTimer, &QTimer::timeout, this, &TournamentPage::reportVisibleRows);

    m_bar = new MessageBar(this);
    m_bar->setObjectName(QStringLiteral("tournamentMessageBar"));
    m_bar->hideMessage();
    // The bar's place is kept from the start: the table below never moves when it comes or goes
    // (twenty-sixth newcomer: a click meant for game-005 opened game-006).
    m_answerPlace = new AnswerPlace(this);
    m_answerPlace->addBar(m_bar);
    m_stack = new QStackedWidget(this);
    m_empty = createEmptyState();
    m_content = createContent();
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_content);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_answerPlace);
    layout->addWidget(m_stack, 1);

    connectHost();
    addSignInAgainMenu();
    makeTabOrder();
    if (m_relays)
        for (const QString &name : m_relays->relayNames())
            followRelay(name);
    fillRelays();
}

TournamentPage::~TournamentPage()
{
    // The game windows are top-level windows of their own: they go with the page.
    for (const QPointer<RelayGameWindow> &window : std::as_const(m_windows))
        delete window.data();
}

void TournamentPage::closeGameWindows()
{
    for (const QPointer<RelayGameWindow> &window : std::as_const(m_windows))
        if (window)
            window->close();
    m_windows.clear();
}

QWidget *TournamentPage::createEmptyState()
{
    auto *empty = new QWidget(this);
    empty->setObjectName(QStringLiteral("tournamentEmpty"));
    auto *text = new QLabel(
        Tr::tr("<p><b>No relay yet.</b></p><p>A community relay hosts many games at once and "
               "is reached over the network (wss://, TLS). Add one with the address and a "
               "sign-in its admin gives you: this page then lists every game of every relay, "
               "with their players, score and state, and lets you announce, pause, kick, ban "
               "and open any of them.</p><p>To try it, start the panel with <tt>ic-panel "
               "--demo</tt>: it comes with a relay of its own.</p>"),
        empty);
    text->setObjectName(QStringLiteral("tournamentEmptyText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setMaximumWidth(560);
    m_emptyAddRelay = new QPushButton(Tr::tr("&Add Relay…"), empty);
    m_emptyAddRelay->setObjectName(QStringLiteral("tournamentEmptyAddRelay"));
    connect(m_emptyAddRelay, &QPushButton::clicked, this, &TournamentPage::addRelay);
    auto *layout = new QVBoxLayout(empty);
    layout->addStretch(1);
    layout->addWidget(text, 0, Qt::AlignHCenter);
    layout->addWidget(m_emptyAddRelay, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    return empty;
}

QWidget *TournamentPage::createContent()
{
    auto *content = new QWidget(this);
    createTable(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createToolbar());
    layout->addWidget(m_table, 3);
    layout->addLayout(createGameButtons());
    layout->addWidget(createEventsBox(), 1);
    connectTable();
    return content;
}

void TournamentPage::createTable(QWidget *content)
{
    m_table = new QTableView(content);
    m_table->setObjectName(QStringLiteral("tournamentTable"));
    m_table->setAccessibleName(Tr::tr("Games of the relays"));
    // Before the view hears of it: a selected row that leaves is let go rather than moved on.
    connect(m_filter, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            &TournamentPage::onRowsLeaving);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &TournamentPage::onRowsLeft);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(TournamentModel::GameColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // Widths from the font and the table's width, not from the rows (measuring 600 rows would
    // be slow): fitColumns() on every resize of the viewport.
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setTextElideMode(Qt::ElideRight);
    m_noMatch = createNoMatchNote();
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
}

void TournamentPage::connectTable()
{
    connect(m_table, &QTableView::doubleClicked, this, &TournamentPage::openSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        // Another game chosen: what was said about the one acted on is no longer about it.
        if (const QString id = selectedGameId();
            !id.isEmpty() && windowKey(selectedRelay(), id) != m_actedOn)
            m_actedOn.clear();
        // The relay-wide actions follow the game chosen: its relay is the one they are about.
        if (const QString relay = selectedRelay(); !relay.isEmpty()) {
            const QSignalBlocker blocker(m_relayBox);
            m_relayBox->setCurrentIndex(qMax(0, m_relayBox->findData(relay)));
            showRelayState();
        }
        updateActions();
    });
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &TournamentPage::scheduleVisibleRows);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this,
            &TournamentPage::scheduleVisibleRows);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &TournamentPage::scheduleVisibleRows);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this,
            &TournamentPage::scheduleVisibleRows);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &TournamentPage::scheduleVisibleRows);
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &TournamentPage::updateNoMatch);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &TournamentPage::updateNoMatch);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &TournamentPage::updateNoMatch);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TournamentPage::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TournamentPage::updateActions);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TournamentPage::updateActions);
    connect(m_model, &TournamentModel::matchEnded, this, &TournamentPage::onMatchEnded);
}

QLayout *TournamentPage::createToolbar()
{
    auto *rows = new QVBoxLayout;
    rows->addLayout(createRelayRow());
    rows->addLayout(createFilterRow());
    return rows;
}

QLayout *TournamentPage::createRelayRow()
{
    m_relayBox = new QComboBox(this);
    m_relayBox->setObjectName(QStringLiteral("tournamentRelays"));
    m_relayBox->setAccessibleName(Tr::tr("Relay"));
    m_relayBox->view()->setAccessibleName(Tr::tr("Relays"));
    m_relayBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_relayBox->setMinimumContentsLength(10);
    auto *relayLabel = new QLabel(Tr::tr("Rela&y:"), this);
    relayLabel->setBuddy(m_relayBox);
    // Cut with "…" (its tooltip whole) rather than wrap or push the buttons beside it past the
    // window's least width (twenty-eighth newcomer: in Russian it took three lines and cut
    // "Добавить ретранслятор…" at both ends).
    m_relayState = new ElidedLabel(this);
    m_relayState->setObjectName(QStringLiteral("tournamentRelayState"));
    // Beside the Relay box, "Add…" is enough in a language where "relay" is a long word.
    m_addRelay = new QPushButton(Tr::tr("&Add Relay…", "the button beside the Relay box"), this);
    m_addRelay->setObjectName(QStringLiteral("tournamentAddRelay"));
    m_removeRelay = new QPushButton(Tr::tr("Re&move Relay…"), this);
    m_removeRelay->setObjectName(QStringLiteral("tournamentRemoveRelay"));
    m_announceAll = new QPushButton(Tr::tr("Announce to A&ll…"), this);
    m_announceAll->setObjectName(QStringLiteral("tournamentAnnounceAll"));
    m_announceAll->setToolTip(Tr::tr("An announcement to every game of the relay (the token "
                                     "must reach every game)"));
    // The relay's own settings: beside the relay, not among one game's actions.
    m_settings = new QPushButton(Tr::tr("Se&ttings…"), this);
    m_settings->setObjectName(QStringLiteral("tournamentSettings"));
    m_settings->setToolTip(Tr::tr("The relay's name, message of the day and limits"));

    connect(m_addRelay, &QPushButton::clicked, this, &TournamentPage::addRelay);
    connect(m_removeRelay, &QPushButton::clicked, this, &TournamentPage::removeRelay);
    connect(m_announceAll, &QPushButton::clicked, this, &TournamentPage::announceToAll);
    connect(m_settings, &QPushButton::clicked, this, &TournamentPage::editSettings);
    connect(m_relayBox, &QComboBox::currentIndexChanged, this, [this] {
        showRelayState();
        updateActions();
    });

    auto *relays = new QHBoxLayout;
    relays->addWidget(relayLabel);
    relays->addWidget(m_relayBox);
    relays->addWidget(m_relayState, 1);
    relays->addWidget(m_addRelay);
    relays->addWidget(m_removeRelay);
    relays->addWidget(m_announceAll);
    relays->addWidget(m_settings);
    return relays;
}

QLayout *TournamentPage::createFilterRow()
{
    m_filterText = new QLineEdit(this);
    m_filterText->setObjectName(QStringLiteral("tournamentFilter"));
    m_filterText->setPlaceholderText(Tr::tr("Relay, game, map or player"));
    m_filterText->setClearButtonEnabled(true);
    m_filterText->setAccessibleName(Tr::tr("Filter"));
    auto *filterLabel = new QLabel(Tr::tr("Filte&r:"), this);
    filterLabel->setBuddy(m_filterText);
    m_stateBox = new QComboBox(this);
    m_stateBox->setObjectName(QStringLiteral("tournamentState"));
    m_stateBox->setAccessibleName(Tr::tr("State"));
    m_stateBox->view()->setAccessibleName(Tr::tr("Game states"));
    m_stateBox->addItem(Tr::tr("All"), int(TournamentFilter::StateFilter::All));
    m_stateBox->addItem(Tr::tr("Running"), int(TournamentFilter::StateFilter::Running));
    m_stateBox->addItem(Tr::tr("Paused"), int(TournamentFilter::StateFilter::Paused));
    m_stateBox->addItem(Tr::tr("Ended"), int(TournamentFilter::StateFilter::Ended));
    auto *stateLabel = new QLabel(Tr::tr("&State:"), this);
    stateLabel->setBuddy(m_stateBox);

    connect(m_filterText, &QLineEdit::textChanged, m_filter, &TournamentFilter::setText);
    connect(m_stateBox, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setStateFilter(
            static_cast<TournamentFilter::StateFilter>(m_stateBox->currentData().toInt()));
    });

    auto *filters = new QHBoxLayout;
    filters->addWidget(filterLabel);
    filters->addWidget(m_filterText, 1);
    filters->addWidget(stateLabel);
    filters->addWidget(m_stateBox);
    return filters;
}

QLayout *TournamentPage::createGameButtons()
{
    const auto button = [this](const QString &text, const char *name,
                               void (TournamentPage::*act)()) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, act);
        return b;
    };
    m_open = button(Tr::tr("&Open"), "tournamentOpen", &TournamentPage::openSelected);
    m_open->setToolTip(Tr::tr("Watch the game live in a window of its own (Enter)"));
    m_announce =
        button(Tr::tr("An&nounce…"), "tournamentAnnounce", &TournamentPage::announceSelected);
    // Pause and Resume share Alt+U, as on the Match page: one key toggles.
    m_pause = button(Tr::tr("Pa&use"), "tournamentPause", &TournamentPage::togglePause);
    m_kick = button(Tr::tr("&Kick…"), "tournamentKick", &TournamentPage::kickSelected);
    m_ban = button(Tr::tr("&Ban…"), "tournamentBan", &TournamentPage::banSelected);
    m_download =
        button(Tr::tr("&Download Replay"), "tournamentDownload", &TournamentPage::downloadReplay);
    auto *row = new QHBoxLayout;
    for (QPushButton *b : {m_open, m_announce, m_pause, m_kick, m_ban, m_download})
        row->addWidget(b);
    row->addStretch(1);
    return row;
}

QWidget *TournamentPage::createEventsBox()
{
    auto *box = new QGroupBox(Tr::tr("Match events"), this);
    m_events = new QListView(box);
    m_events->setObjectName(QStringLiteral("tournamentEvents"));
    m_events->setAccessibleName(Tr::tr("Match events"));
    m_events->setModel(m_model->events());
    m_events->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_events->setUniformItemSizes(true);
    m_events->setMinimumHeight(m_events->fontMetrics().lineSpacing() * 5);
    m_export = new QPushButton(Tr::tr("E&xport Results CSV…"), box);
    m_export->setObjectName(QStringLiteral("tournamentExport"));
    connect(m_export, &QPushButton::clicked, this, &TournamentPage::exportResults);
    // Newest last: the list follows them while it is scrolled to the end.
    connect(m_model->events(), &QAbstractItemModel::rowsInserted, this, [this] {
        QScrollBar *bar = m_events->verticalScrollBar();
        if (bar->value() >= bar->maximum() - 1)
            QTimer::singleShot(0, m_events, [view = m_events] { view->scrollToBottom(); });
        updateActions();
    });
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_export);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_events, 1);
    layout->addLayout(row);
    return box;
}

void TournamentPage::connectHost()
{
    if (!m_relays)
        return;
    using icpanel::RelayHost;
    connect(m_relays, &RelayHost::relayAdded, this, [this](const QString &name) {
        followRelay(name);
        fillRelays();
    });
    connect(m_relays, &RelayHost::relayRemoved, this, [this](const QString &name) {
        followRelay(name);
        m_model->events()->forgetRelay(name);
        fillRelays();
    });
    connect(m_relays, &RelayHost::connectionChanged, this, [this](const QString &name) {
        followRelay(name);
        dropStaleBar(name);
        showRelayState();
        updateActions();
    });
    connect(m_relays, &RelayHost::certificateUntrusted, this,
            &TournamentPage::onCertificateUntrusted);
    connect(m_relays, &RelayHost::tokenRefused, this, &TournamentPage::onTokenRefused);
    connect(m_relays, &RelayHost::tokenRevoked, this, &TournamentPage::sayRevoked);
    // The panel logs a relay's failure already: the page only shows it.
    connect(m_relays, &RelayHost::failed, this,
            [this](const QString &name, const QString &message) {
                const QString text = Tr::tr("%1: %2").arg(name, message);
                m_bar->showMessage(MessageBar::Kind::Error, text);
                ActionFeedback::say(this, text);
            });
}

void TournamentPage::followRelay(const QString &name)
{
    RelayConnection *connection = m_relays ? m_relays->connection(name) : nullptr;
    const bool known = m_added.contains(name);
    if (known && m_added.value(name) == connection && connection)
        return;
    if (known) {
        m_model->removeRelay(name);
        m_added.remove(name);
        closeWindowsOf(name);
    }
    if (connection) {
        m_model->addRelay(name, connection);
        m_added.insert(name, connection);
        qCInfo(lcTournamentPage) << "following relay" << name;
    }
}

void TournamentPage::closeWindowsOf(const QString &relayName)
{
    for (auto it = m_windows.begin(); it != m_windows.end();) {
        if (it.key().startsWith(relayName + QLatin1Char('\n'))) {
            if (it.value())
                it.value()->close();
            it = m_windows.erase(it);
        } else {
            ++it;
        }
    }
}

void TournamentPage::fillRelays()
{
    const QStringList names = m_relays ? m_relays->relayNames() : QStringList();
    const QString current = currentRelay();
    {
        const QSignalBlocker blocker(m_relayBox);
        m_relayBox->clear();
        for (const QString &name : names)
            m_relayBox->addItem(name, name);
        m_relayBox->setCurrentIndex(qMax(0, m_relayBox->findData(current)));
    }
    m_stack->setCurrentWidget(names.isEmpty() ? m_empty : m_content);
    showRelayState();
    updateActions();
}

void TournamentPage::showRelayState()
{
    const QString relay = currentRelay();
    RelayConnection *c = m_relays && !relay.isEmpty() ? m_relays->connection(relay) : nullptr;
    QString text;
    QString why;
    if (!c) {
        text = relay.isEmpty() ? QString() : Tr::tr("Not connected");
    } else {
        switch (c->state()) {
        case RelayConnection::State::Connected:
            text = c->options().tier == icrp::Tier::Admin ? Tr::tr("Connected as admin")
                                                          : Tr::tr("Connected as observer");
            break;
        case RelayConnection::State::Connecting:
        case RelayConnection::State::Identifying:
            text = Tr::tr("Connecting…");
            break;
        case RelayConnection::State::Reconnecting:
            text = Tr::tr("Reconnecting…");
            break;
        case RelayConnection::State::Disconnected:
            // One line beside the relay (the bar above the table has the whole sentence): a
            // certificate's message with two fingerprints took seven lines and moved the table.
            text = Tr::tr("Not connected");
            why = c->lastError().message;
            break;
        }
    }
    m_relayState->setFullText(text);
    m_relayState->setToolTip(why.isEmpty() ? text : Tr::tr("Not connected: %1").arg(why));
}

QString TournamentPage::currentRelay() const
{
    return m_relayBox->currentData().toString();
}

bool TournamentPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        scheduleVisibleRows();
        fitColumns();
        updateNoMatch();
    }
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            key->modifiers() == Qt::NoModifier && !selectedGameId().isEmpty()) {
            openSelected();
            return true;
        }
    }
    if (watched == m_table && event->type() == QEvent::FocusIn)
        chooseARowOnKeyboardFocus(static_cast<QFocusEvent *>(event)->reason());
    return QWidget::eventFilter(watched, event);
}

void TournamentPage::chooseARowOnKeyboardFocus(Qt::FocusReason reason)
{
    // As on the Tools page: Tab into the table with no game chosen chooses the first (or the
    // current) row, so the focus shows and the game's buttons answer at once; a click chooses
    // its own row.
    const bool byKeyboard = reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
                            reason == Qt::ShortcutFocusReason;
    if (!byKeyboard || m_filter->rowCount() == 0 || m_table->selectionModel()->hasSelection())
        return;
    const int row = qMax(0, m_table->currentIndex().row());
    m_table->selectRow(row);
}

void TournamentPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->setWatched(true);
    scheduleVisibleRows();
}

void TournamentPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_model->setWatched(false); // the games are not listed again until the page is shown
    scheduleVisibleRows();      // no row is on screen: no balance is asked for
}

void TournamentPage::scheduleVisibleRows()
{
    m_visibleTimer->start();
}

void TournamentPage::reportVisibleRows()
{
    const int top = m_table->isVisible() ? m_table->rowAt(0) : -1;
    if (top < 0) {
        m_model->setVisibleRows(QList<int>());
        return;
    }
    int bottom = m_table->rowAt(m_table->viewport()->height() - 1);
    if (bottom < 0)
        bottom = m_filter->rowCount() - 1;
    // The model's rows behind the rows shown (sorted and filtered, they need not be together).
    QList<int> rows;
    rows.reserve(bottom - top + 1);
    for (int row = top; row <= bottom; ++row)
        if (const int source = m_filter->mapToSource(m_filter->index(row, 0)).row(); source >= 0)
            rows << source;
    m_model->setVisibleRows(rows);
}

std::optional<RelayGameInfo> TournamentPage::selectedGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->game(m_filter->mapToSource(rows.first()).row());
}

QString TournamentPage::windowKey(const QString &relayName, const QString &gameId)
{
    return relayName + QLatin1Char('\n') + gameId;
}

QRect TournamentPage::selectedRowArea() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    const QRect first = m_table->visualRect(rows.first());
    const QRect row(QPoint(0, first.top()), QSize(m_table->viewport()->width(), first.height()));
    return row.translated(m_table->viewport()->mapToGlobal(QPoint(0, 0)));
}

QString TournamentPage::selectedRelay() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->relayAt(m_filter->mapToSource(rows.first()).row());
}

QString TournamentPage::selectedGameId() const
{
    const auto game = selectedGame();
    return game ? game->id : QString();
}

bool TournamentPage::selectGame(const QString &relayName, const QString &gameId)
{
    const int source = m_model->rowOf(relayName, gameId);
    const QModelIndex index =
        source < 0 ? QModelIndex() : m_filter->mapFromSource(m_model->index(source, 0));
    if (!index.isValid())
        return false;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return true;
}

RelayGameWindow *TournamentPage::gameWindow(const QString &relayName, const QString &gameId) const
{
    return m_windows.value(windowKey(relayName, gameId)).data();
}

RelayConnection *TournamentPage::liveConnection(const QString &relayName) const
{
    RelayConnection *c = m_relays ? m_relays->connection(relayName) : nullptr;
    return c && c->state() == RelayConnection::State::Connected ? c : nullptr;
}

QString TournamentPage::adminUnavailable(const QString &relayName) const
{
    if (relayName.isEmpty())
        return Tr::tr("Choose a game in the table first.");
    const RelayConnection *c = liveConnection(relayName);
    if (!c)
        return Tr::tr("%1 is not connected.").arg(relayName);
    if (c->options().tier != icrp::Tier::Admin)
        return Tr::tr("The token for %1 is an observer's: admin actions need an admin token "
                      "(Sign In Again… with Access: Admin, if the relay's admin allows it).")
            .arg(relayName);
    return {};
}

void TournamentPage::updateActions()
{
    const auto game = selectedGame();
    const QString relay = game ? selectedRelay() : QString();
    const bool live = game && liveConnection(relay);
    const QString adminWhy = adminUnavailable(relay);
    const bool admin = adminWhy.isEmpty();
    const bool ended = game && game->state == RelayGameInfo::State::Ended;
    const bool paused = game && game->state == RelayGameInfo::State::Paused;
    const bool anyoneIn = game && std::any_of(game->players.cbegin(), game->players.cend(),
                                              [](const auto &p) { return p.present; });
    const QString endedWhy = Tr::tr("The game has ended.");
    const auto set = [](QPushButton *b, bool on, const QString &why) {
        b->setEnabled(on);
        if (!why.isEmpty() || !on)
            b->setToolTip(why);
    };
    set(m_open, live, live ? QString() : adminWhy);
    set(m_announce, admin && !ended, !admin ? adminWhy : ended ? endedWhy : QString());
    m_pause->setText(paused ? Tr::tr("Res&ume") : Tr::tr("Pa&use"));
    set(m_pause, admin && !ended, !admin ? adminWhy : ended ? endedWhy : QString());
    const QString nobody = Tr::tr("No player is left in this game.");
    set(m_kick, admin && !ended && anyoneIn,
        !admin      ? adminWhy
        : ended     ? endedWhy
        : !anyoneIn ? nobody
                    : QString());
    set(m_ban, admin && anyoneIn, !admin ? adminWhy : !anyoneIn ? nobody : QString());
    const QString relayAdminWhy = adminUnavailable(currentRelay());
    set(m_settings, relayAdminWhy.isEmpty(), relayAdminWhy);
    set(m_announceAll, relayAdminWhy.isEmpty(), relayAdminWhy);
    const bool downloading = !m_downloadRun.isNull();
    set(m_download, live && ended && !downloading,
        !live         ? adminWhy
        : downloading ? Tr::tr("A replay is being downloaded.")
        : !ended      ? Tr::tr("A game's replay can be downloaded once it has ended.")
                      : QString());
    m_removeRelay->setEnabled(!currentRelay().isEmpty());
    const bool results = !m_model->events()->results().isEmpty();
    set(m_export, results,
        results ? QString()
                : Tr::tr("No match has ended since the panel "
                         "connected to the relays."));
}

void TournamentPage::onMatchEnded(const QString &relayName,
                                  const icrelayclient::RelayMatchEvent &event)
{
    const QString sentence = endSentence(relayName, event);
    ActionFeedback::say(this, sentence);
    const icpanel::PanelSettings *settings = m_panel.settings();
    if (m_tray && settings->trayIconEnabled() && settings->notificationsEnabled())
        m_tray->notify(Tr::tr("A tournament match ended"), sentence);
    updateActions();
}

QString TournamentPage::endSentence(const QString &relayName,
                                    const icrelayclient::RelayMatchEvent &event)
{
    const QJsonValue winner = event.data.value(QStringLiteral("winner_team"));
    if (!winner.isDouble() || winner.toInt() < 0)
        return Tr::tr("%1 on %2 ended without a winner").arg(event.gameId, relayName);
    // The relay's team 0 is "Team 1" for the user, as in the table.
    return Tr::tr("%1 on %2 ended: Team %3 won")
        .arg(event.gameId, relayName)
        .arg(winner.toInt() + 1);
}

void TournamentPage::onCertificateUntrusted(const QString &name, const QString &fingerprint,
                                            bool changed)
{
    const QString text =
        changed ? Tr::tr("%1 shows another certificate than the one you trusted: it may be "
                         "someone else. The panel does not connect to it.")
                      .arg(name)
                : Tr::tr("%1's certificate is not vouched for by a certificate authority: "
                         "compare its fingerprint with the one its admin published.")
                      .arg(name);
    m_bar->showMessage(changed ? MessageBar::Kind::Error : MessageBar::Kind::Warning, text, 0);
    m_bar->setAction(Tr::tr("Revie&w Certificate…"), [this, name, fingerprint, changed] {
        // A changed certificate is shown beside the one trusted before.
        const auto profile = m_relays->profiles().profile(name);
        if (!RelayTrustDialog::ask(this, name, fingerprint, changed,
                                   profile ? profile->pinnedFingerprint : QString()))
            return;
        m_relays->trustCertificate(name, fingerprint);
        sayInfo(Tr::tr("Trusting %1's certificate; connecting…").arg(name));
        noteRelayBar(name, true); // goes once connected
    });
    ActionFeedback::say(this, text);
}

void TournamentPage::onTokenRefused(const QString &name, const QString &message)
{
    // failed() said it already; the same words, now with the way back.
    m_bar->showMessage(MessageBar::Kind::Error, Tr::tr("%1: %2").arg(name, message), 0);
    m_bar->setAction(Tr::tr("Sign &In Again…"), [this, name] { signInAgain(name); });
}

void TournamentPage::sayOk(const QString &text)
{
    m_bar->showMessage(MessageBar::Kind::Positive, text);
    ActionFeedback::say(this, text);
    // The Log page is the record of what was done (pauses, kicks, bans, settings, exports).
    m_panel.log()->info(text);
    qCInfo(lcTournamentPage).noquote() << text;
}

void TournamentPage::sayInfo(const QString &text)
{
    m_bar->showMessage(MessageBar::Kind::Information, text);
    ActionFeedback::say(this, text);
}

void TournamentPage::sayWarning(const QString &text)
{
    m_bar->showMessage(MessageBar::Kind::Warning, text);
    ActionFeedback::say(this, text);
    m_panel.log()->warning(text);
}

void TournamentPage::sayError(const QString &text)
{
    m_bar->showMessage(MessageBar::Kind::Error, text);
    ActionFeedback::say(this, text);
    m_panel.log()->error(text);
    qCWarning(lcTournamentPage).noquote() << text;
}

} // namespace icui
