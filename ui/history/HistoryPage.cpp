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
    m_bar = new MessageBar(this);
    m_tabs = new QTabWidget(this);
    m_matches = new HistoryMatchesTab(service, m_bar, m_tabs);
    m_player = new HistoryPlayerTab(service, m_bar, m_tabs);
    m_query = new HistoryQueryTab(service, m_bar, m_tabs);
    m_tabs->addTab(m_matches, Tr::tr("&Matches"));
    m_tabs->addTab(m_player, Tr::tr("Pla&yer"));
    m_tabs->addTab(m_query, Tr::tr("&Query"));
    m_replays = new HistoryReplaysTab(panel.history(), m_bar, m_tabs);
    m_tabs->addTab(m_replays, Tr::tr("Replay Li&brary"));
    m_tabs->setTabToolTip(3, Tr::tr("The replays the game keeps: open one to play it again."));
    m_tabs->setTabToolTip(2, Tr::tr("Read-only SQL over the game's gameplay database (admin, "
                                    "mod and debug connections)."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_bar);
    layout->addWidget(m_tabs, 1);

    connect(m_matches, &HistoryMatchesTab::matchesChanged, this,
            [this] { m_player->setKnownPlayers(m_matches->knownPlayers()); });
    connect(m_matches->summary(), &HistoryMatchSummary::openReplayRequested, this,
            &HistoryPage::openReplay);
    connect(m_replays, &HistoryReplaysTab::openReplayRequested, this, &HistoryPage::openReplay);
    m_shownTab = m_tabs->currentWidget();
    connect(m_tabs, &QTabWidget::currentChanged, this, &HistoryPage::tabChosen);
    connect(&panel, &icpanel::Panel::statusChanged, this, &HistoryPage::updateForConnection);
    connect(&panel, &icpanel::Panel::infoChanged, this, &HistoryPage::updateForConnection);
    updateForConnection();
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
    }
}

void HistoryPage::openReplay(const QString &replayId)
{
    if (!m_replay)
        m_replay = new ReplayWindow(m_panel, this);
    m_replay->openReplay(replayId);
    m_replay->show(); // over the main window, its size (ReplayWindow::showEvent())
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
    swapTabMessage(m_tabs->widget(index));
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

void HistoryPage::swapTabMessage(QWidget *tab)
{
    if (tab == m_shownTab)
        return;
    if (m_bar->hasMessage()) {
        const MessageBar::Kind kind = m_bar->kind();
        // An error or a warning waits for its tab; a passing success or note just goes.
        if (kind == MessageBar::Kind::Error || kind == MessageBar::Kind::Warning)
            m_parked.insert(m_shownTab, {int(kind), m_bar->text(), m_bar->toolTip()});
        m_bar->hideMessage();
    }
    m_shownTab = tab;
    if (!m_parked.contains(tab))
        return;
    const ParkedMessage parked = m_parked.take(tab);
    m_bar->showMessage(MessageBar::Kind(parked.kind), parked.text);
    m_bar->setToolTip(parked.toolTip);
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
