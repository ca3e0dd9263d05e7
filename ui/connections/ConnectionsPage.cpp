#include "ui/connections/ConnectionsPage.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/ButtonName.h"
#include "ui/common/MessageBox.h"
#include "ui/connections/OneLineDelegate.h"
#include "ui/connections/SubscriptionsBox.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/connections/TwoLineHeaders.h"

#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"
#include "panel/Panel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace icui {

ConnectionsPage::ConnectionsPage(icpanel::Panel &panel, QWidget *parent)
    : QWidget(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("connectionsPage"));
    icpanel::ConnectionsModel *model = m_panel.connections();

    auto *sessions = new QWidget(this);
    auto *title = new QLabel(Tr::tr("&Sessions connected to the game:"), sessions);

    m_table = new QTableView(sessions);
    m_table->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_table->setObjectName(QStringLiteral("sessionsTable"));
    m_table->setAccessibleName(Tr::tr("Sessions connected to the game"));
    // The column titles on two lines where that makes a column narrower ("Messages" / "in").
    auto *headers = new TwoLineHeaders(this);
    headers->setSourceModel(model);
    headers->setOneLineColumns(
        {icpanel::ConnectionsModel::ClientColumn, icpanel::ConnectionsModel::SubscriptionsColumn});
    m_table->setModel(headers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    fitColumns(m_table);
    // A model reset forgets per-section modes: set them again.
    connect(model, &QAbstractItemModel::modelReset, this, [this] { fitColumns(m_table); });
    connect(model, &QAbstractItemModel::columnsInserted, this, [this] { fitColumns(m_table); });
    title->setBuddy(m_table);

    m_capacity = new QLabel(sessions);
    m_capacity->setObjectName(QStringLiteral("connectionsCapacity"));
    m_capacity->setAccessibleName(Tr::tr("Connections in use"));
    m_capacity->setWordWrap(true);
    connect(model, &icpanel::ConnectionsModel::capacityChanged, this,
            &ConnectionsPage::updateCapacity);

    m_message = new QLabel(sessions);
    m_message->setObjectName(QStringLiteral("connectionsMessage"));
    m_message->setAccessibleName(Tr::tr("Why no sessions are shown"));
    m_message->setWordWrap(true);

    m_kick = new QPushButton(Tr::tr("&Kick…"), sessions);
    m_kick->setObjectName(QStringLiteral("kickButton"));
    m_kick->setAccessibleName(Tr::tr("Kick the selected session"));
    m_kick->setToolTip(Tr::tr("Close the selected session; its client must not reconnect on its "
                              "own (Delete)"));
    connect(m_kick, &QPushButton::clicked, this, &ConnectionsPage::kickSelected);

    auto *kickAction = new QAction(Tr::tr("Kick Selected Session"), this);
    kickAction->setShortcut(QKeySequence::Delete);
    kickAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(kickAction, &QAction::triggered, this, &ConnectionsPage::kickSelected);
    m_table->addAction(kickAction);

    m_refresh = new QPushButton(Tr::tr("&Refresh"), sessions);
    m_refresh->setObjectName(QStringLiteral("refreshButton"));
    m_refresh->setAccessibleName(Tr::tr("Refresh the sessions now"));
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setToolTip(Tr::tr("Ask the game for its sessions now (F5)"));
    connect(m_refresh, &QPushButton::clicked, model, &icpanel::ConnectionsModel::refresh);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_kick);
    buttons->addWidget(m_refresh);
    buttons->addStretch(1);

    auto *left = new QVBoxLayout(sessions);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(title);
    left->addWidget(m_table, 1);
    left->addWidget(m_capacity);
    left->addWidget(m_message);
    left->addLayout(buttons);

    m_subscriptions = new SubscriptionsBox(*m_panel.subscriptions(), this);

    // Narrow beside the sessions, but never narrower than its categories' names (twenty-eighth
    // newcomer: German's and Russian's were cut at every window size).
    m_subscriptions->setMaximumWidth(qMax(m_subscriptions->fontMetrics().averageCharWidth() * 32,
                                          m_subscriptions->minimumSizeHint().width()));

    // The game's sessions above, the tools connected to the panel's gateway below.
    m_toolSessions = new ToolSessionsBox(m_panel, this);
    auto *both = new QSplitter(Qt::Vertical, this);
    both->setChildrenCollapsible(false);
    both->addWidget(sessions);
    both->addWidget(m_toolSessions);
    both->setStretchFactor(0, 3);
    both->setStretchFactor(1, 2);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(both);
    splitter->addWidget(m_subscriptions);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ConnectionsPage::updateButtons);
    connect(model, &icpanel::ConnectionsModel::refreshed, this, [this] {
        updateButtons();
        updateMessage();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &ConnectionsPage::updateButtons);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &ConnectionsPage::updateButtons);
    connect(&m_panel, &icpanel::Panel::statusChanged, this, [this] {
        updateButtons();
        updateMessage();
    });
    connect(model, &icpanel::ConnectionsModel::kickFinished, this,
            [this](const QString &sessionId, const ic::Result<QString> &outcome) {
                // Kicking the panel's own session ends the connection before the answer can
                // arrive; the status line already says what happened.
                if (sessionId == m_ownKicked) {
                    m_ownKicked.clear();
                    return;
                }
                ActionFeedback::say(this, outcome ? *outcome : outcome.error().message);
                if (!outcome)
                    MessageBox::warning(this, Tr::tr("Kick Failed"), outcome.error().message);
            });

    setTabOrder(m_table, m_kick);
    setTabOrder(m_kick, m_refresh);
    updateButtons();
    updateMessage();
    updateCapacity();
}

void ConnectionsPage::fitColumns(QTableView *table)
{
    // The short columns fit their contents; the client and the subscriptions share what is left
    // and wrap onto more lines rather than being cut (their tooltips have all of it too), so
    // the table fits the window's first size without sideways scrolling.
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideRight); // only a single word wider than its column
    // Hidden, the columns keep their widths: fitted to their contents, they would measure every
    // cell's text again at each refresh of the sessions (every second), for nothing shown.
    // showEvent() fits them.
    const bool shown = isVisible();
    const auto mode = [shown](QHeaderView::ResizeMode fitted) {
        return shown ? fitted : QHeaderView::Fixed;
    };
    table->verticalHeader()->setSectionResizeMode(mode(QHeaderView::ResizeToContents));
    QHeaderView *header = table->horizontalHeader();
    header->setSectionResizeMode(mode(QHeaderView::ResizeToContents));
    if (!m_oneLine)
        m_oneLine = new OneLineDelegate(this);
    for (int column = 0; column < header->count(); ++column) {
        const bool wraps = column == icpanel::ConnectionsModel::ClientColumn ||
                           column == icpanel::ConnectionsModel::SubscriptionsColumn;
        header->setSectionResizeMode(
            column, mode(wraps ? QHeaderView::Stretch : QHeaderView::ResizeToContents));
        table->setItemDelegateForColumn(column, wraps ? nullptr : m_oneLine);
    }
}

void ConnectionsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitColumns(m_table); // fitted to the rows as they are now
}

void ConnectionsPage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    fitColumns(m_table); // hidden: fixed widths
}

void ConnectionsPage::kickSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QModelIndex row = rows.first();
    const QString sessionId = row.data(icpanel::ConnectionsModel::SessionIdRole).toString();
    const bool own = row.data(icpanel::ConnectionsModel::OwnSessionRole).toBool();
    const QString client =
        row.siblingAtColumn(icpanel::ConnectionsModel::ClientColumn).data().toString();
    const QString address =
        row.siblingAtColumn(icpanel::ConnectionsModel::AddressColumn).data().toString();

    QString text = Tr::tr("Kick \"%1\" (from %2)?\n\nThe game disconnects it, and a "
                          "well-behaved tool stays disconnected until someone starts it again.")
                       .arg(client, address);
    if (own)
        text += QLatin1String("\n\n") + Tr::tr("This is the panel itself: it will stay "
                                               "disconnected until you press Reconnect.");
    if (row.data(icpanel::ConnectionsModel::GatewaySessionRole).toBool())
        text += QLatin1String("\n\n") + Tr::tr("This is the panel's own gateway: the tools "
                                               "connected through it lose the game.");
    // A verb with its accelerator and the name, as every confirmation of the window says it:
    // short on the button, whole in the question.
    if (!MessageBox::confirm(this, Tr::tr("Kick Session"), text,
                             Tr::tr("&Kick %1").arg(buttonName(client)))) {
        ActionFeedback::say(this, Tr::tr("Nobody was kicked."));
        return;
    }
    m_ownKicked = own ? sessionId : QString();
    // The next row must not end up selected in its place: a second Delete would kick it (maybe
    // the panel's own session). Nothing is selected, Kick… is grey until the user picks again,
    // and the focus stays in the table (Down selects the first row).
    m_table->selectionModel()->clear(); // the current row too, or the view selects its heir
    m_table->setFocus(Qt::OtherFocusReason);
    m_panel.connections()->kick(sessionId);
}

void ConnectionsPage::updateCapacity()
{
    icpanel::ConnectionsModel *model = m_panel.connections();
    m_capacity->setText(model->capacityText());
    m_capacity->setVisible(!m_capacity->text().isEmpty());
    const bool full =
        model->maxConnections() > 0 && model->connectionCount() >= model->maxConnections();
    QFont font = m_capacity->font();
    font.setBold(full);
    m_capacity->setFont(font);
}

void ConnectionsPage::updateButtons()
{
    const bool connected = m_panel.status() == icpanel::Panel::Status::Connected;
    m_kick->setEnabled(connected && m_table->selectionModel()->hasSelection());
    m_refresh->setEnabled(connected);
}

void ConnectionsPage::updateMessage()
{
    QString text;
    if (m_panel.status() != icpanel::Panel::Status::Connected)
        text = Tr::tr("Connect to the game to see its sessions.");
    else if (!m_panel.connections()->lastError().isEmpty())
        text = m_panel.connections()->lastError();
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

} // namespace icui
