#include "ui/match/MatchPage.h"

#include "match/MatchExport.h"
#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "match/MatchSummary.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/match/AnswerPlace.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchAdminBox.h"
#include "ui/match/MatchExporter.h"
#include "ui/match/MatchFeedBox.h"
#include "ui/match/MatchView.h"
#include "ui/match/PlayersTable.h"
#include "ui/match/ScoreboardStrip.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <initializer_list>

namespace icui {
MatchPage::MatchPage(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel), m_match(panel.match())
{
    m_ranked = new QLabel(this);
    m_ranked->setObjectName(QStringLiteral("rankedBadge"));
    m_ranked->setStyleSheet(QStringLiteral("#rankedBadge { background: #b8860b; color: white; "
                                           "border-radius: 3px; padding: 2px 6px; }"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("matchSummary"));
    // A framed panel in the label's own palette colours, no style sheet: a style sheet keeps
    // the colours of the scheme it was polished in (dark grey text on black after a live switch
    // to dark), while a plain label follows every switch.
    m_summary->setFrameShape(QFrame::StyledPanel);
    m_summary->setMargin(6);
    m_export = new QPushButton(Tr::tr("E&xport CSV…"), this);
    m_export->setToolTip(Tr::tr("Save every player's figures and the chart's series as a CSV "
                                "file for a spreadsheet (Ctrl+E)."));
    connect(m_export, &QPushButton::clicked, this, &MatchPage::exportCsv);
    makeExportShortcut();
    // After Export: the table, the chart and the feed follow it in the focus chain.
    m_view = new MatchView(m_match, this);
    m_view->chart()->setRebuiltOnlyWhenShown(true); // nothing drawn behind another page

    // Alt+P reaches the table (and its first player) from anywhere on the page: Alt+K kicks.
    // (Pause is Alt+U: a letter that needs intent, not the one a user tries to get somewhere.)
    m_playersLabel = new QLabel(Tr::tr("&Players:"), this);
    m_playersLabel->setObjectName(QStringLiteral("playersLabel"));

    m_admin = new MatchAdminBox(
        m_match, panel.log(), [this] { return selectedPlayer(); }, this);
    m_admin->setSelectedRowArea([this] { return players()->selectedRowArea(); });
    connect(players()->selectionModel(), &QItemSelectionModel::selectionChanged, m_admin,
            &MatchAdminBox::updateActions);
    connect(m_admin, &MatchAdminBox::playerWanted, this, &MatchPage::focusPlayers);
    // Export's outcome is the page's, not an admin action's: its own bar, shown where the admin
    // box shows its answers. Both take the answer place just above the admin box, kept from the
    // start with a grey hint in it: no answer moves the chart, the table or the buttons.
    m_exportBar = new MessageBar(this);
    m_exportBar->setObjectName(QStringLiteral("exportBar"));
    m_exportBar->hideMessage();
    m_answers = new AnswerPlace(this);
    m_answers->addBar(m_exportBar);
    m_answers->addBar(m_admin->messageBar());
    // One outcome at a time (the newest), in the one place.
    connect(m_admin, &MatchAdminBox::answerShown, m_exportBar, &MessageBar::hideMessage);
    // The export's outcome is about the match it exported: it goes when another game is chosen
    // or a new match begins, as the admin box's answers do.
    connect(m_match, &icmatch::MatchModel::matchReset, m_exportBar, &MessageBar::hideMessage);

    makeLayout();
    makeTabOrder();

    connect(m_match, &icmatch::MatchModel::infoChanged, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::figuresChanged, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::matchReset, this, &MatchPage::updateHeader);
    connect(m_match, &icmatch::MatchModel::infoChanged, this, &MatchPage::updateSummary);
    connect(m_match, &icmatch::MatchModel::figuresChanged, this, &MatchPage::updateSummary);
    connect(m_match, &icmatch::MatchModel::matchReset, this, &MatchPage::updateSummary);
    connect(&panel, &icpanel::Panel::statusChanged, m_admin, &MatchAdminBox::updateActions);
    updateHeader();
    updateSummary();
}

void MatchPage::makeExportShortcut()
{
    // Ctrl+E, as spreadsheets and OBS's log viewer export: not the button's own shortcut (that
    // would replace its Alt+X). A window shortcut on the page: it acts only while the page is
    // shown, wherever the focus is in the window (the page list too). Ctrl+E is no other
    // shortcut of the window's (Ctrl+K, Ctrl+R, Ctrl+Shift+D, Ctrl+O, Ctrl+Q, Ctrl+, and
    // Ctrl+0…9 are).
    m_exportShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_E), this, nullptr, nullptr,
                                     Qt::WindowShortcut);
    m_exportShortcut->setObjectName(QStringLiteral("exportShortcut"));
    connect(m_exportShortcut, &QShortcut::activated, this, [this] {
        if (m_export->isEnabled()) {
            m_export->setFocus(Qt::ShortcutFocusReason); // where the focus comes back after
            m_export->click();
            return;
        }
        ActionFeedback::say(this, Tr::tr("Nothing to export yet: the match has no players. "
                                         "Connect to a game with a match (Status page)."));
    });
}

void MatchPage::makeLayout()
{
    m_view->addBesideHeader(m_ranked);
    m_view->addBesideHeader(m_export);
    m_view->addBelowScoreboard(m_summary);
    m_view->setPlayersLabel(m_playersLabel);
    // The admin actions along the bottom (their buttons are wide, in German most).
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_answers);
    layout->addWidget(m_admin);
}

void MatchPage::makeTabOrder()
{
    // Export and its outcome's buttons (or the admin answer's), the players, then what is done to
    // them (Pause, Kick, Settings, the announcement), then the chart and the feed: from the
    // announcement the players are four Shift+Tabs away, not nine.
    QWidget *previous = m_export;
    for (QWidget *next : std::initializer_list<QWidget *>{
             m_exportBar->actionButton(), m_exportBar->secondActionButton(),
             m_exportBar->closeButton(), m_admin->messageBar()->actionButton(),
             m_admin->messageBar()->closeButton(), players(), m_admin->pauseButton(),
             m_admin->kickButton(), m_admin->settingsButton(), m_admin->announcement(),
             m_admin->announceButton()}) {
        setTabOrder(previous, next);
        previous = next;
    }
}

QLabel *MatchPage::header() const
{
    return m_view->header();
}

PlayersTable *MatchPage::players() const
{
    return m_view->players();
}

QTableView *MatchPage::playersTable() const
{
    return m_view->players();
}

ScoreboardStrip *MatchPage::scoreboard() const
{
    return m_view->scoreboard();
}

ArmyChart *MatchPage::chart() const
{
    return m_view->chart();
}

MatchFeedBox *MatchPage::feedBox() const
{
    return m_view->feedBox();
}

void MatchPage::updateHeader()
{
    const icmatch::MatchInfo &info = m_match->info();
    if (info.state == icmatch::MatchInfo::State::Unknown) {
        header()->setText(Tr::tr("No match yet: connect to a game (Status page)."));
        m_ranked->hide();
        m_export->setEnabled(false);
        return;
    }
    header()->setText(Tr::tr("%1 · %2 · %3 · %4")
                          .arg(info.map, info.mode,
                               icmatch::clockText(m_match->figuresTick(), info.tickRate),
                               icmatch::MatchInfo::stateText(info.state)));
    const int delay = m_match->observerDelaySeconds();
    m_ranked->setVisible(info.ranked);
    m_ranked->setText(delay > 0 ? Tr::tr("Ranked · this view is %1 s behind").arg(delay)
                                : Tr::tr("Ranked"));
    m_ranked->setToolTip(delay > 0 ? Tr::tr("In a ranked match the game shows observers the "
                                            "match %1 seconds late, so nobody can coach a "
                                            "player from it.")
                                         .arg(delay)
                                   : QString());
    m_export->setEnabled(!m_match->players().isEmpty());
}

QString MatchPage::summaryText() const
{
    return icmatch::endSummary(*m_match);
}

void MatchPage::updateSummary()
{
    const QString text = summaryText();
    m_summary->setText(text);
    m_summary->setVisible(!text.isEmpty());
}

QString MatchPage::selectedPlayer() const
{
    const QModelIndexList rows = players()->selectionModel()->selectedRows();
    return rows.isEmpty()
               ? QString()
               : rows.constFirst().data(icmatch::MatchPlayersModel::PlayerRole).toString();
}

void MatchPage::focusPlayers()
{
    PlayersTable *table = players();
    table->setFocus(Qt::OtherFocusReason);
    // Nobody is selected for the user (twenty-second newcomer: Kick chose the first player
    // itself). The first row is current, not selected, so the focus frame is where the first
    // Down lands: PlayersTable selects the first player with it (sixteenth newcomer: a row
    // current but not selected made the first Down select the second player).
    QAbstractItemModel *model = table->model();
    if (!model || model->rowCount() == 0)
        return;
    table->selectionModel()->setCurrentIndex(
        model->index(0, icmatch::MatchPlayersModel::PlayerColumn), QItemSelectionModel::NoUpdate);
}

void MatchPage::exportCsv()
{
    MatchExporter::exportCsv(this, *m_match, m_panel.log(), m_exportBar);
    if (m_exportBar->hasMessage())
        m_admin->clearFeedback();
}

} // namespace icui
