#pragma once
// The History page's Query tab, for admin, mod and debug sessions: the game's databases as a
// tree (tables, their columns and types), a read-only SQL box (Ctrl+Return runs it), the rows
// in a table with "truncated" said, the game's refusals in the page's message bar, and Export
// CSV of the rows. An observer's session is told why it cannot query.

#include "history/HistoryService.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace ichistory {
class QueryResultModel;
}
namespace icpanel {
class LogModel;
}

namespace icui {

class MessageBar;

class HistoryQueryTab : public QWidget
{
    Q_OBJECT
public:
    /// `log`: where an export that nothing could open is also said (the panel's Log).
    HistoryQueryTab(ichistory::HistoryService *service, MessageBar *bar, icpanel::LogModel *log,
                    QWidget *parent = nullptr);

    /// Whether the session may query (admin, mod, debug); otherwise says why and disables.
    void setAllowed(bool allowed, const QString &tier);
    bool isAllowed() const { return m_allowed; }
    /// Asks the game for the schema (once per connection is enough; again on demand).
    void loadSchema();
    /// Another game was chosen: the old game's rows, schema and error go (a query still under
    /// way is answered for the old game and dropped); the SQL box keeps its text.
    void forgetGame();
    /// Runs the SQL box's text.
    void run();
    /// Asks where, then writes the rows as CSV.
    void exportCsv();

    QTreeWidget *schemaTree() const { return m_schema; }
    QPlainTextEdit *sqlBox() const { return m_sql; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *exportButton() const { return m_export; }
    QTableView *resultsTable() const { return m_results; }
    ichistory::QueryResultModel *resultsModel() const { return m_model; }
    QLabel *resultLabel() const { return m_resultLabel; }
    QLabel *notice() const { return m_notice; }
    bool schemaLoaded() const { return m_schemaLoaded; }
    /// The page's sentence for a write the game refused: "The game's databases are read-only:
    /// it refused to DELETE from matches. Nothing was changed. …" (the verb and table from `sql`).
    static QString readOnlyText(const QString &sql);

private:
    void takeSchema(const ic::Result<ichistory::DbSchema> &schema);
    void takeResult(const ic::Result<ichistory::QueryResult> &result);

    ichistory::HistoryService *m_service;
    MessageBar *m_bar;
    icpanel::LogModel *m_log;
    ichistory::QueryResultModel *m_model;
    QLabel *m_notice = nullptr;
    QWidget *m_body = nullptr;
    QTreeWidget *m_schema = nullptr;
    QPlainTextEdit *m_sql = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_export = nullptr;
    QTableView *m_results = nullptr;
    QLabel *m_resultLabel = nullptr;
    bool m_allowed = false;
    bool m_schemaLoaded = false;
    bool m_running = false;
    int m_game = 0;   // counts the games chosen: an answer for an earlier one is dropped
    QString m_ranSql; // the query under way (its refusal names its verb and table)
};

} // namespace icui
