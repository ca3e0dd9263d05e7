#include "ui/history/HistoryQueryTab.h"

#include "history/QueryResultModel.h"
#include "panel/LogModel.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/match/MatchExporter.h"

#include <QDateTime>
#include <QDir>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace icui {
namespace {

constexpr int kRowLimit = 1000;

} // namespace

QString HistoryQueryTab::readOnlyText(const QString &sql)
{
    // "DELETE FROM matches" → DELETE and matches; the verb's object follows FROM, INTO,
    // UPDATE, TABLE or INDEX … ON.
    static const QRegularExpression verb(QStringLiteral(R"(^\s*([A-Za-z]+))"));
    static const QRegularExpression table(
        QStringLiteral(R"(\b(?:FROM|INTO|UPDATE|TABLE|ON)\s+(?:IF\s+(?:NOT\s+)?EXISTS\s+)?)"
                       R"(["`\[]?([A-Za-z_][A-Za-z0-9_.]*))"),
        QRegularExpression::CaseInsensitiveOption);
    const QString what = verb.match(sql).captured(1).toUpper();
    const QString where = table.match(sql).captured(1);
    if (what.isEmpty())
        return Tr::tr("The game's databases are read-only: only SELECT queries run. Nothing was "
                      "changed.");
    if (where.isEmpty())
        return Tr::tr("The game's databases are read-only: it refused to %1. Nothing was changed. "
                      "Only SELECT queries run.")
            .arg(what);
    if (what == QLatin1String("DELETE"))
        return Tr::tr("The game's databases are read-only: it refused to DELETE from %1. Nothing "
                      "was changed. Only SELECT queries run.")
            .arg(where);
    if (what == QLatin1String("INSERT") || what == QLatin1String("REPLACE"))
        return Tr::tr("The game's databases are read-only: it refused to %1 into %2. Nothing was "
                      "changed. Only SELECT queries run.")
            .arg(what, where);
    return Tr::tr("The game's databases are read-only: it refused to %1 %2. Nothing was "
                  "changed. Only SELECT queries run.")
        .arg(what, where);
}

HistoryQueryTab::HistoryQueryTab(ichistory::HistoryService *service, MessageBar *bar,
                                 icpanel::LogModel *log, QWidget *parent)
    : QWidget(parent), m_service(service), m_bar(bar), m_log(log),
      m_model(new ichistory::QueryResultModel(this))
{
    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_body = new QWidget(this);

    m_schema = new QTreeWidget(m_body);
    m_schema->setHeaderLabels({Tr::tr("Table or column"), Tr::tr("Type")});
    m_schema->setAccessibleName(Tr::tr("Schema"));
    m_schema->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    auto *schemaLabel = new QLabel(Tr::tr("Schem&a:"), m_body); // H: the Help menu
    schemaLabel->setBuddy(m_schema);

    m_sql = new QPlainTextEdit(m_body);
    m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_sql->setTabChangesFocus(true);
    m_sql->setPlaceholderText(Tr::tr("SELECT map, count(*) FROM matches GROUP BY map"));
    m_sql->setAccessibleName(Tr::tr("SQL query"));
    m_sql->setMaximumHeight(110);
    auto *sqlLabel = new QLabel(Tr::tr("&SQL (read-only; Ctrl+Return runs it):"), m_body);
    sqlLabel->setBuddy(m_sql);
    m_run = new QPushButton(Tr::tr("R&un"), m_body);
    m_run->setToolTip(Tr::tr("Run the query in the game's gameplay database (Ctrl+Return)."));
    m_export = new QPushButton(Tr::tr("E&xport CSV…"), m_body);
    m_export->setToolTip(Tr::tr("Save the rows below as a CSV file for a spreadsheet."));
    m_export->setEnabled(false);
    m_results = new QTableView(m_body);
    m_results->setModel(m_model);
    m_results->setAccessibleName(Tr::tr("Query results"));
    m_results->setTabKeyNavigation(false);
    m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_resultLabel = new QLabel(m_body);
    m_resultLabel->setWordWrap(true);

    for (const QKeySequence &keys :
         {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, m_sql);
        shortcut->setContext(Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, &HistoryQueryTab::run);
    }
    connect(m_run, &QPushButton::clicked, this, &HistoryQueryTab::run);
    connect(m_export, &QPushButton::clicked, this, &HistoryQueryTab::exportCsv);

    auto *left = new QWidget(m_body);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(schemaLabel);
    leftLayout->addWidget(m_schema, 1);
    auto *right = new QWidget(m_body);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(sqlLabel);
    rightLayout->addWidget(m_sql);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_resultLabel, 1);
    buttons->addWidget(m_export);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_results, 1);
    auto *split = new QSplitter(Qt::Horizontal, m_body);
    split->addWidget(left);
    split->addWidget(right);
    split->setChildrenCollapsible(false);
    split->setSizes({260, 680});
    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(split);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_notice);
    layout->addWidget(m_body, 1);
    setAllowed(false, {});
}

void HistoryQueryTab::setAllowed(bool allowed, const QString &tier)
{
    if (!allowed) {
        m_schemaLoaded = false; // asked again once allowed (another connection, another game)
        m_notice->setText(
            tier.isEmpty()
                ? Tr::tr("Connect to a game (Status page) to query its databases.")
                : Tr::tr("This connection is %1: only admin, mod and debug connections may "
                         "query the game's databases. Connect as admin to use this tab.")
                      .arg(tier));
    }
    m_allowed = allowed;
    m_body->setEnabled(allowed);
    m_notice->setVisible(!allowed);
}

void HistoryQueryTab::forgetGame()
{
    ++m_game;
    m_running = false;
    m_run->setEnabled(true);
    m_schemaLoaded = false;
    m_schema->clear();
    m_model->setResult({});
    m_export->setEnabled(false);
    m_resultLabel->clear();
    // The old game's refusal (or its unreadable schema) is not this game's: its cause is gone.
    m_bar->clearIfKind(MessageBar::Kind::Error);
    m_bar->setToolTip(QString());
}

void HistoryQueryTab::loadSchema()
{
    if (!m_allowed)
        return;
    QPointer<HistoryQueryTab> self(this);
    m_service->schema([self, game = m_game](const ic::Result<ichistory::DbSchema> &schema) {
        if (self && self->m_game == game)
            self->takeSchema(schema);
    });
}

void HistoryQueryTab::takeSchema(const ic::Result<ichistory::DbSchema> &schema)
{
    if (!schema) {
        m_bar->showMessage(MessageBar::Kind::Error, schema.error().message);
        return;
    }
    m_schemaLoaded = true;
    m_schema->clear();
    for (const ichistory::DbSchema::Database &db : schema->databases) {
        for (const ichistory::DbSchema::Table &table : db.tables) {
            auto *item = new QTreeWidgetItem(m_schema, {table.name});
            for (const ichistory::DbSchema::Column &column : table.columns)
                new QTreeWidgetItem(item, {column.name, column.type});
        }
    }
}

void HistoryQueryTab::run()
{
    const QString sql = m_sql->toPlainText().trimmed();
    if (!m_allowed || m_running)
        return;
    if (sql.isEmpty()) {
        m_bar->showMessage(MessageBar::Kind::Warning,
                           Tr::tr("Type a SELECT query into the SQL box first."));
        m_sql->setFocus();
        return;
    }
    m_running = true;
    m_ranSql = sql;
    m_run->setEnabled(false);
    m_resultLabel->setText(Tr::tr("Running the query…"));
    QPointer<HistoryQueryTab> self(this);
    m_service->query(sql, kRowLimit,
                     [self, game = m_game](const ic::Result<ichistory::QueryResult> &result) {
                         if (self && self->m_game == game)
                             self->takeResult(result);
                     });
}

void HistoryQueryTab::takeResult(const ic::Result<ichistory::QueryResult> &result)
{
    m_running = false;
    m_run->setEnabled(true);
    if (!result) {
        // Nothing below may look like this query's answer: the rows go, and Export with them.
        m_model->setResult({});
        m_export->setEnabled(false);
        const QString why = result.error().code == QLatin1String("history.read-only")
                                ? readOnlyText(m_ranSql)
                                : result.error().message;
        m_resultLabel->setText(Tr::tr("The query did not run."));
        m_bar->showMessage(MessageBar::Kind::Error, why);
        if (m_log) // red in the bar, red in the Log: the window then keeps no Info copy of it
            m_log->error(why);
        if (!m_service->lastGameWords().isEmpty())
            m_bar->setToolTip(Tr::tr("The game said: %1").arg(m_service->lastGameWords()));
        ActionFeedback::say(this, why);
        return;
    }
    m_bar->clearIfKind(MessageBar::Kind::Error);
    m_model->setResult(*result);
    m_results->resizeColumnsToContents();
    const int rows = int(result->rows.size());
    m_resultLabel->setText(
        result->truncated
            ? Tr::tr("%n row(s) shown; there are more: the game stops at %1. Narrow the query "
                     "(WHERE, LIMIT) to see the rest.",
                     nullptr, rows)
                  .arg(kRowLimit)
            : Tr::tr("%n row(s).", nullptr, rows));
    m_export->setEnabled(!result->columns.isEmpty());
}

void HistoryQueryTab::exportCsv()
{
    const QString name =
        Tr::tr("query-%1.csv")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmm")));
    const QDir folder(FileDialog::folderFor(QStringLiteral("history-csv"), QDir::homePath()));
    const QString path = FileDialog::getSaveFileName(
        this, Tr::tr("Export Query Results"), folder.filePath(name), Tr::tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    FileDialog::rememberFolder(QStringLiteral("history-csv"), path);
    QSaveFile file(path);
    const bool written = file.open(QIODevice::WriteOnly) &&
                         file.write(m_model->result().csv()) >= 0 && file.commit();
    if (!written) {
        const QString why = Tr::tr("Could not write %1: %2. Choose another folder.")
                                .arg(QDir::toNativeSeparators(path), file.errorString());
        m_bar->showMessage(MessageBar::Kind::Error, why);
        ActionFeedback::say(this, why);
        return;
    }
    MatchExporter::reportWritten(this, m_bar, path, Tr::tr("Query results exported to %1"), m_log);
}

} // namespace icui
