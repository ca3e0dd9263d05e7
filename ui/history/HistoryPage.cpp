#include "ui/history/HistoryPage.h"

#include "match/MatchModel.h"
#include "panel/Panel.h"
#include "ui/Tr.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPlayerTab.h"
#include "ui/history/HistoryQueryTab.h"
#include "ui/history/HistoryReplaysTab.h"
#include "ui/replay/ReplayWindow.h"

#include <QAction>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace icui {
namespace {

bool mayQuery(const QString &tier)
{
    return tier == QLatin1String("admin") || tier == QLatin1String("mod") ||
           tier == QLatin1String("debug");
}

} // namespace

HistoryPage::HistoryPage(icpanel::Panel &panel, QWidget *parent) : QWidget(parent), m_panel(panel)
{
    ichistory::HistoryService *service = panel.history();
    m_tabs = new QTabWidget(this);
    // Each tab says what it has to say on a bar of its own, shown while the tab is: a tab that
    // reloads while another is shown neither shows its message there nor clears that one's.
    // The other tabs' bars wait in a widget never shown.
    m_parking = new QWidget(this);
    m_parking->hide();
    const auto barFor = [this] { return new MessageBar(m_parking); };
    MessageBar *matchesBar = barFor();
    MessageBar *playerBar = barFor();
    MessageBar *queryBar = barFor();
    MessageBar *replaysBar = barFor();
    m_matches = new HistoryMatchesTab(service, matchesBar, m_tabs);
    m_player = new HistoryPlayerTab(service, playerBar, m_tabs);
    m_query = new HistoryQueryTab(service, queryBar, panel.log(), m_tabs);
    m_tabs->addTab(m_matches, Tr::tr("&Matches"));
    m_tabs->addTab(m_player, Tr::tr("Pla&yer"));
    m_tabs->addTab(m_query, Tr::tr("&Query"));
    m_replays = new HistoryReplaysTab(panel.history(), replaysBar, m_tabs);
    m_tabs->addTab(m_replays, Tr::tr("Replay Li&brary"));
    m_bars = {{m_matches, matchesBar},
              {m_player, playerBar},
              {m_query, queryBar},
              {m_replays, replaysBar}};
    m_tabs->setTabToolTip(3, Tr::tr("The replays the game keeps: open one to play it again."));
    m_tabs->setTabToolTip(2, Tr::tr("Read-only SQL over the game's gameplay database (admin, "
                                    "mod and debug connections)."));
    m_layout = new QVBoxLayout(this);
    m_layout->addWidget(m_tabs, 1);
    showBarOf(m_tabs->currentWidget());

    connect(m_matches, &HistoryMatchesTab::matchesChanged, this,
            [this] { m_player->setKnownPlayers(m_matches->knownPlayers()); });
    connect(m_matches->summary(), &HistoryMatchSummary::openReplayRequested, this,
            &HistoryPage::openReplay);
    connect(m_replays, &HistoryReplaysTab::openReplayRequested, this, &HistoryPage::openReplay);
    connect(m_tabs, &QTabWidget::currentChanged, this, &HistoryPage::tabChosen);
    connect(&panel, &icpanel::Panel::statusChanged, this, &HistoryPage::updateForConnection);
    connect(&panel, &icpanel::Panel::infoChanged, this, &HistoryPage::updateForConnection);
    connect(&panel, &icpanel::Panel::currentProfileChanged, this, &HistoryPage::gameChosen);
    connect(panel.match(), &icmatch::MatchModel::matchEnded, this, &HistoryPage::matchEnded);
    m_listedGame = panel.currentProfile().name;
    updateForConnection();
}

HistoryPage::~HistoryPage()
{
    delete m_replay;
}

void HistoryPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateForConnection();
}

void HistoryPage::updateForConnection()
{
    const bool connected = m_panel.status() == icpanel::Panel::Status::Connected;
    const QString tier = m_panel.grantedTier();
    m_query->setAllowed(connected && mayQuery(tier), tier);
    if (!connected) {
        m_loadedForConnection = false;
        m_replaysStale = true;
        return;
    }
    if (!m_loadedForConnection && isVisible()) {
        m_loadedForConnection = true;
        m_matches->reload();
        if (m_tabs->currentWidget() == m_query)
            m_query->loadSchema();
        if (m_tabs->currentWidget() == m_replays && m_replaysStale) {
            m_replaysStale = false;
            m_replays->reload();
        }
    }
}

void HistoryPage::gameChosen()
{
    const QString game = m_panel.currentProfile().name;
    if (game == m_listedGame)
        return;
    m_listedGame = game;
    m_loadedForConnection = false;
    m_replaysStale = true;
    m_matches->forgetGame(game);
    m_replays->forgetGame(game);
    m_player->forgetGame();
    m_query->forgetGame();
    m_carriedPlayer.clear();
    // Asked once the new game is connected: its session may not be opened yet.
}

void HistoryPage::matchEnded()
{
    // The game stored the match as it ended (and kept its replay): ask again, as Reload does
    // (the match chosen stays chosen). Not shown: asked once the page is shown again.
    m_replaysStale = true;
    if (!isVisible() || m_panel.status() != icpanel::Panel::Status::Connected) {
        m_loadedForConnection = false;
        return;
    }
    m_matches->reload();
    if (m_tabs->currentWidget() == m_replays) {
        m_replaysStale = false;
        m_replays->reload();
    }
}

void HistoryPage::openReplay(const QString &replayId)
{
    if (!m_replay) {
        m_replay = new ReplayWindow(m_panel, this);
        // File ▸ Quit's Ctrl+Q works from the replay window too, as in the main window (the
        // twenty-third newcomer pressed it there and nothing happened).
        if (QAction *quit = window()->findChild<QAction *>(QStringLiteral("actionQuit")))
            m_replay->addAction(quit);
    }
    m_replay->openReplay(replayId);
    m_replay->show(); // where it was last put, else beside the main window (showEvent())
    m_replay->raise();
    m_replay->activateWindow();
}

QWidget *HistoryPage::firstInput(QWidget *tab) const
{
    if (tab == m_matches)
        return m_matches->table();
    if (tab == m_player)
        return m_player->nameBox();
    if (tab == m_query)
        return m_query->sqlBox();
    if (tab == m_replays)
        return m_replays->table();
    return nullptr;
}

void HistoryPage::tabChosen(int index)
{
    showBarOf(m_tabs->widget(index));
    // Alt+Q and the like: what is typed next goes into the tab, not nowhere.
    if (QWidget *input = firstInput(m_tabs->widget(index)); input && isVisible())
        input->setFocus(Qt::TabFocusReason);
    if (m_tabs->widget(index) == m_player)
        carryPlayerOver();
    if (m_tabs->widget(index) == m_query && !m_query->schemaLoaded())
        m_query->loadSchema();
    if (m_tabs->widget(index) == m_replays && (m_replaysStale || !m_replays->loaded())) {
        m_replaysStale = false;
        m_replays->reload();
    }
}

MessageBar *HistoryPage::messageBar(QWidget *tab) const
{
    return m_bars.value(tab ? tab : m_tabs->currentWidget());
}

void HistoryPage::showBarOf(QWidget *tab)
{
    for (auto it = m_bars.cbegin(); it != m_bars.cend(); ++it) {
        MessageBar *bar = it.value();
        if (it.key() != tab && bar->parentWidget() != m_parking) {
            m_layout->removeWidget(bar);
            bar->setParent(m_parking);
        } else if (it.key() == tab && bar->parentWidget() != this) {
            m_layout->insertWidget(0, bar);
            bar->setVisible(bar->hasMessage());
        }
    }
}

void HistoryPage::carryPlayerOver()
{
    // The player the Matches tab is filtered by, once each time it changes: a name typed here
    // meanwhile is not taken away.
    const QString chosen = m_matches->filter().player;
    if (chosen.isEmpty() || chosen == m_carriedPlayer)
        return;
    m_carriedPlayer = chosen;
    m_player->showCareer(chosen);
}

} // namespace icui
