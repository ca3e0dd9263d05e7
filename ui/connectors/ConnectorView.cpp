#include "ui/connectors/ConnectorView.h"
#include "ui/Tr.h"

#include "ui/connectors/Oa1RemoteBashView.h"
#include "ui/connectors/ParamForm.h"
#include "ui/connectors/WireLogProxy.h"

#include "connectors/common/WireLogModel.h"
#include "connectors/oa1/Oa1RemoteBashConnector.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTime>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace icui {
namespace {

constexpr int ShownEvents = 200;

QString jsonText(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented));
    if (value.isUndefined() || value.isNull())
        return {};
    return value.toVariant().toString();
}

} // namespace

ConnectorView::ConnectorView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("connectorView"));
    m_wireLog = new icconnectors::WireLogModel(5000, this);
    m_wireFilter = new WireLogProxy(this);
    m_wireFilter->setSourceModel(m_wireLog);

    auto *top = new QSplitter(Qt::Horizontal, this);
    // The command console, or for an OA1 RemoteBash connection its terminal-like session.
    m_consoles = new QStackedWidget(top);
    m_consoles->addWidget(makeConsole());
    m_remoteBash = new Oa1RemoteBashView(m_consoles);
    m_consoles->addWidget(m_remoteBash);
    top->addWidget(m_consoles);
    auto *side = new QSplitter(Qt::Vertical, top);
    auto *figuresBox = new QGroupBox(Tr::tr("Figures"), side);
    auto *eventsBox = new QGroupBox(Tr::tr("Sent unasked"), side);
    m_figures = new QTreeWidget(figuresBox);
    m_figures->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_figures->setObjectName(QStringLiteral("connectorFigures"));
    m_figures->setAccessibleName(Tr::tr("Figures"));
    m_figures->setHeaderLabels({Tr::tr("Figure"), Tr::tr("Value")});
    m_figures->setRootIsDecorated(false);
    m_events = new QListWidget(eventsBox);
    m_events->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_events->setObjectName(QStringLiteral("connectorEvents"));
    m_events->setAccessibleName(Tr::tr("Events the peer sent unasked"));
    // One line each, elided; the whole event in the tooltip.
    m_events->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_events->setTextElideMode(Qt::ElideRight);
    m_events->setUniformItemSizes(true);
    (new QVBoxLayout(figuresBox))->addWidget(m_figures);
    (new QVBoxLayout(eventsBox))->addWidget(m_events);
    side->addWidget(figuresBox);
    side->addWidget(eventsBox);
    top->addWidget(side);

    auto *all = new QSplitter(Qt::Vertical, this);
    all->addWidget(top);
    all->addWidget(makeLog());
    all->setStretchFactor(0, 3);
    all->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(all);
    setConnector(nullptr);
}

QWidget *ConnectorView::makeConsole()
{
    auto *box = new QGroupBox(Tr::tr("Command"), this);
    m_command = new QComboBox(box);
    m_command->setObjectName(QStringLiteral("connectorCommand"));
    m_command->setAccessibleName(Tr::tr("Command to run"));
    m_command->view()->setAccessibleName(Tr::tr("Commands"));
    m_summary = new QLabel(box);
    m_summary->setWordWrap(true);
    m_form = new ParamForm(box);
    m_run = new QPushButton(Tr::tr("&Run"), box);
    m_run->setObjectName(QStringLiteral("connectorRun"));
    m_run->setDefault(true);
    m_status = new QLabel(box);
    m_status->setObjectName(QStringLiteral("connectorStatus"));
    m_status->setWordWrap(true);
    m_result = new QPlainTextEdit(box);
    m_result->setObjectName(QStringLiteral("connectorResult"));
    m_result->setAccessibleName(Tr::tr("The answer"));
    m_result->setReadOnly(true);
    m_result->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_result->setPlaceholderText(Tr::tr("The answer to the command you run shows here."));

    connect(m_command, &QComboBox::currentIndexChanged, this, &ConnectorView::showCommand);
    connect(m_run, &QPushButton::clicked, this, &ConnectorView::runCommand);
    connect(m_form, &ParamForm::submitted, this, &ConnectorView::runCommand);

    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_command);
    layout->addWidget(m_summary);
    layout->addWidget(m_form);
    layout->addLayout(runRow);
    layout->addWidget(m_result, 1);
    return box;
}

QWidget *ConnectorView::makeLog()
{
    auto *box = new QGroupBox(Tr::tr("Wire"), this);
    m_filter = new QLineEdit(box);
    m_filter->setObjectName(QStringLiteral("connectorWireFilter"));
    m_filter->setAccessibleName(Tr::tr("Filter the wire log"));
    m_filter->setPlaceholderText(Tr::tr("Show only messages containing…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_wireFilter,
            &QSortFilterProxyModel::setFilterFixedString);
    auto *clear = new QPushButton(Tr::tr("C&lear"), box);
    connect(clear, &QPushButton::clicked, m_wireLog, &icconnectors::WireLogModel::clear);
    m_wireView = new QTableView(box);
    m_wireView->setTabKeyNavigation(false); // Tab leaves the view; arrows move inside
    m_wireView->setObjectName(QStringLiteral("connectorWire"));
    m_wireView->setAccessibleName(Tr::tr("Everything sent and received"));
    m_wireView->setModel(m_wireFilter);
    m_wireView->verticalHeader()->hide();
    // Single-line rows: a message that does not fit is elided, its tooltip has all of it.
    m_wireView->verticalHeader()->setMinimumSectionSize(1);
    m_wireView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_wireView->verticalHeader()->setDefaultSectionSize(m_wireView->fontMetrics().height() + 6);
    m_wireView->setTextElideMode(Qt::ElideRight);
    m_wireView->horizontalHeader()->setStretchLastSection(true);
    m_wireView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_wireView->setWordWrap(false);
    connect(m_wireView->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_follow = value >= m_wireView->verticalScrollBar()->maximum(); });
    connect(m_wireLog, &QAbstractItemModel::rowsInserted, this, &ConnectorView::scrollLogToNewest);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(clear);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(filterRow);
    layout->addWidget(m_wireView, 1);
    return box;
}

void ConnectorView::setConnector(icconnectors::Connector *connector)
{
    for (const auto &link : std::as_const(m_links))
        disconnect(link);
    m_links.clear();
    m_connector = connector;
    m_pendingRun = 0;
    m_wireLog->clear();
    m_events->clear();
    m_result->clear();
    m_status->clear();
    m_command->clear();
    if (connector) {
        for (const auto &spec : connector->commands())
            m_command->addItem(spec.name);
        m_links << connect(connector, &icconnectors::Connector::wire, m_wireLog,
                           &icconnectors::WireLogModel::append)
                << connect(connector, &icconnectors::Connector::finished, this,
                           &ConnectorView::showResult)
                << connect(connector, &icconnectors::Connector::peerEvent, this,
                           &ConnectorView::showPeerEvent)
                << connect(connector, &icconnectors::Connector::figuresChanged, this,
                           &ConnectorView::refreshFigures)
                << connect(connector, &icconnectors::Connector::stateChanged, this,
                           &ConnectorView::refreshState);
    }
    auto *remoteBash = qobject_cast<icconnectors::oa1::Oa1RemoteBashConnector *>(connector);
    m_remoteBash->setConnector(remoteBash);
    m_consoles->setCurrentIndex(remoteBash ? 1 : 0);
    showCommand(m_command->currentIndex());
    refreshFigures();
    refreshState();
}

bool ConnectorView::selectCommand(const QString &name)
{
    const int index = m_command->findText(name);
    if (index >= 0)
        m_command->setCurrentIndex(index);
    return index >= 0;
}

void ConnectorView::showCommand(int index)
{
    if (!m_connector || index < 0) {
        m_summary->setText(Tr::tr("Open the connection to see its commands."));
        m_form->clear();
        return;
    }
    const auto spec = m_connector->commands().value(index, icconnectors::CommandSpec({}, {}));
    m_summary->setText(spec.summary);
    m_form->setCommand(spec);
}

void ConnectorView::runCommand()
{
    const int index = m_command->currentIndex();
    if (!m_connector || index < 0)
        return;
    const auto spec = m_connector->commands().value(index, icconnectors::CommandSpec({}, {}));
    const auto typed = m_form->check(); // marks the wrong field and says why under the form
    if (!typed) {
        m_status->setText(Tr::tr("Not sent: correct the marked entry."));
        return;
    }
    m_status->setText(Tr::tr("Running %1…").arg(spec.name));
    m_pendingRun = m_connector->run(spec.name, *typed);
}

void ConnectorView::showResult(const icconnectors::CommandResult &result)
{
    if (result.run != m_pendingRun)
        return; // a run started before (another command, or before the view changed)
    const ic::Result<QString> &outcome = result.outcome;
    m_status->setText(outcome ? Tr::tr("Done at %1.").arg(QTime::currentTime().toString())
                              : Tr::tr("Failed at %1.").arg(QTime::currentTime().toString()));
    QString text =
        outcome ? Tr::tr("OK: %1").arg(*outcome)
                : Tr::tr("Failed (%1): %2").arg(outcome.error().code, outcome.error().message);
    const QString details = jsonText(result.data);
    if (!details.isEmpty())
        text += QLatin1String("\n\n") + details;
    m_result->setPlainText(text);
}

void ConnectorView::showPeerEvent(const QString &name, const QJsonValue &payload)
{
    const QString at = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    const QString details = jsonText(payload);
    auto *item =
        new QListWidgetItem(QStringLiteral("%1  %2  %3").arg(at, name, details.simplified()));
    item->setToolTip(QStringLiteral("%1  %2\n%3").arg(at, name, details));
    m_events->addItem(item);
    while (m_events->count() > ShownEvents)
        delete m_events->takeItem(0);
    m_events->scrollToBottom();
}

void ConnectorView::refreshFigures()
{
    m_figures->clear();
    if (!m_connector)
        return;
    for (const auto &[name, value] : m_connector->figures())
        m_figures->addTopLevelItem(new QTreeWidgetItem({name, value}));
    m_figures->resizeColumnToContents(0);
}

void ConnectorView::refreshState()
{
    const bool open = m_connector && m_connector->state() == icconnectors::Connector::State::Open;
    m_run->setEnabled(open);
    m_run->setToolTip(open ? QString() : Tr::tr("Open the connection first."));
}

void ConnectorView::scrollLogToNewest()
{
    if (m_follow)
        m_wireView->scrollToBottom();
}

} // namespace icui
