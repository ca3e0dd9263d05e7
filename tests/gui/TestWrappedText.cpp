// Text at the window's first size, 960×620, shown whole (issue 26, the fourth newcomer's try):
// the Connections page's tables fit without sideways scrolling, their titles on two lines where
// that makes a column narrower and every cell whole (the client and the subscriptions wrap); a
// long Log line wraps onto more lines instead of being cut with "…", and the Log still follows
// its newest line. The real window over a real Panel and ic-remote-mock under Xvfb.

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/connections/ConnectionsPage.h"
#include "ui/connections/ToolSessionsBox.h"
#include "ui/log/LogPage.h"

#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"

#include "icrp/client/IcrpClient.h"

#include <QDir>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <memory>

using icpanel::LogModel;

class TestWrappedText : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { tearDownWindow(); }

    void connectionsTablesFitAndShowEveryCellWhole();
    void longLogLineWrapsAndTheNewestLineStaysInView();

private:
    std::unique_ptr<icrp::IcrpClient> observer(const QString &name);
    void saveShot(const QString &name);
    /// The first cell of `view` whose text is not shown whole ("row 1, column 0 …"; empty: none).
    static QString firstCutCell(const QAbstractItemView *view, int column = -1);
    /// Whether the cell at `index` shows all of its text (wrapped when the view wraps).
    static bool shownWhole(const QAbstractItemView *view, const QModelIndex &index);
    /// The first column title of `header` that does not fit its column (empty: none).
    static QString firstCutTitle(const QHeaderView *header);
    /// Whether the cell at `index` is more than a line taller than its wrapped text.
    static bool tooTall(const QAbstractItemView *view, const QModelIndex &index);
    /// Whether row `row` of the log view lies wholly in its viewport.
    static bool inView(const QTreeView *view, int row);
};

void TestWrappedText::init()
{
    setUpWindow();
    m_window->showNormal();
    m_window->resize(960, 620);
    QTRY_COMPARE(m_window->size(), QSize(960, 620));
}

std::unique_ptr<icrp::IcrpClient> TestWrappedText::observer(const QString &name)
{
    auto client = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(m_game->url());
    options.tier = icrp::Tier::Observer;
    options.password = m_passwords.constFirst();
    options.clientName = name;
    options.autoReconnect = false;
    options.subscriptions = {QStringLiteral("match"), QStringLiteral("combat"),
                             QStringLiteral("economy"), QStringLiteral("chat")};
    client->setOptions(options);
    QSignalSpy connected(client.get(), &icrp::IcrpClient::connected);
    client->open();
    if (!connected.wait(5000))
        return nullptr;
    return client;
}

void TestWrappedText::saveShot(const QString &name)
{
    ictest::saveShot(m_window.get(), QStringLiteral("wrap-") + name);
}

bool TestWrappedText::shownWhole(const QAbstractItemView *view, const QModelIndex &index)
{
    const QString text = index.data().toString();
    if (text.isEmpty())
        return true;
    const QVariant fontRole = index.data(Qt::FontRole);
    const QFontMetrics metrics(fontRole.isValid() ? fontRole.value<QFont>() : view->font());
    const QRect rect = view->visualRect(index);
    // The delegate keeps a margin on either side of the text (QCommonStyle's viewItem).
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const int width = rect.width() - 2 * margin; // (a table's visualRect leaves out its grid)
    if (metrics.horizontalAdvance(text) <= width)
        return rect.height() >= metrics.height(); // on one line
    if (!view->property("wordWrap").toBool())     // QTableView and QTreeView both have it
        return false;
    const QRect needed =
        metrics.boundingRect(QRect(0, 0, width, metrics.height() * 100), Qt::TextWordWrap, text);
    return needed.width() <= width && needed.height() <= rect.height();
}

bool TestWrappedText::tooTall(const QAbstractItemView *view, const QModelIndex &index)
{
    const QFontMetrics metrics(view->font());
    const QRect rect = view->visualRect(index);
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    const QRect needed = metrics.boundingRect(QRect(0, 0, rect.width() - 2 * margin, 100000),
                                              Qt::TextWordWrap, index.data().toString());
    return rect.height() > needed.height() + metrics.height();
}

QString TestWrappedText::firstCutCell(const QAbstractItemView *view, int column)
{
    const QAbstractItemModel *model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int c = 0; c < model->columnCount(); ++c) {
            if (column >= 0 && c != column)
                continue;
            const QModelIndex index = model->index(row, c);
            if (!shownWhole(view, index))
                return QStringLiteral("row %1, column %2: \"%3\" (%6 px) in %4×%5")
                    .arg(row)
                    .arg(c)
                    .arg(index.data().toString())
                    .arg(view->visualRect(index).width())
                    .arg(view->visualRect(index).height())
                    .arg(view->fontMetrics().horizontalAdvance(index.data().toString()));
        }
    }
    return {};
}

QString TestWrappedText::firstCutTitle(const QHeaderView *header)
{
    const QFontMetrics metrics(header->font());
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int section = 0; section < header->count(); ++section) {
        const QStringList lines = header->model()
                                      ->headerData(section, Qt::Horizontal)
                                      .toString()
                                      .split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (metrics.horizontalAdvance(line) + 2 * margin > header->sectionSize(section) ||
                metrics.height() * lines.size() > header->height())
                return QStringLiteral("\"%1\" in %2×%3")
                    .arg(line)
                    .arg(header->sectionSize(section))
                    .arg(header->height());
        }
    }
    return {};
}

bool TestWrappedText::inView(const QTreeView *view, int row)
{
    const QRect rect = view->visualRect(view->model()->index(row, LogModel::MessageColumn));
    return rect.isValid() && view->viewport()->rect().contains(rect);
}

void TestWrappedText::connectionsTablesFitAndShowEveryCellWhole()
{
    // The panel's own session (admin, five categories) and two tools, one with a long name as
    // the panel's own gateway sessions have.
    auto gateway = observer(QStringLiteral("IC Control Panel gateway (observer tools)"));
    auto feed = observer(QStringLiteral("kill-feed"));
    QVERIFY(gateway && feed);
    m_window->showPage(icui::MainWindow::Page::Connections);
    icui::ConnectionsPage *page = m_window->connectionsPage();
    QTableView *table = page->table();
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), 3, 5000);
    QTRY_VERIFY(!table->model()
                     ->index(0, icpanel::ConnectionsModel::SubscriptionsColumn)
                     .data()
                     .toString()
                     .isEmpty());

    // No sideways scrolling, and nothing cut: the long texts wrap onto more lines.
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    QTRY_VERIFY2(firstCutCell(table).isEmpty(), qPrintable(firstCutCell(table)));
    saveShot(QStringLiteral("connections-960"));
    QVERIFY2(firstCutTitle(table->horizontalHeader()).isEmpty(),
             qPrintable(firstCutTitle(table->horizontalHeader())));
    const int gatewayRow = sessionRow(QStringLiteral("IC Control Panel gateway (observer tools)"));
    QVERIFY(gatewayRow >= 0);
    QVERIFY2(table->rowHeight(gatewayRow) > table->fontMetrics().height() * 3 / 2,
             "the long client name is on more than one line");
    // The title "Messages in" on two lines; its whole words in the tooltip.
    QCOMPARE(table->model()
                 ->headerData(icpanel::ConnectionsModel::MessagesInColumn, Qt::Horizontal)
                 .toString(),
             QStringLiteral("Messages\nin"));
    QCOMPARE(
        table->model()
            ->headerData(icpanel::ConnectionsModel::ClientColumn, Qt::Horizontal, Qt::ToolTipRole)
            .toString(),
        QStringLiteral("Client"));
    // Every cell's whole text is in its tooltip, too.
    for (const int column : {int(icpanel::ConnectionsModel::ClientColumn),
                             int(icpanel::ConnectionsModel::SubscriptionsColumn)}) {
        const QModelIndex index = table->model()->index(gatewayRow, column);
        QVERIFY2(index.data(Qt::ToolTipRole).toString().contains(index.data().toString()),
                 qPrintable(index.data(Qt::ToolTipRole).toString()));
    }

    // The tools connected to the panel: the same columns fit below.
    QTableView *tools = page->toolSessionsBox()->table();
    QTRY_COMPARE(tools->horizontalScrollBar()->maximum(), 0);
    QVERIFY2(firstCutTitle(tools->horizontalHeader()).isEmpty(),
             qPrintable(firstCutTitle(tools->horizontalHeader())));
    QVERIFY(tools->horizontalHeader()->sectionSize(0) > 0);

    // Wider: the client and the subscriptions get the room, and need fewer lines.
    const int tall = table->rowHeight(gatewayRow);
    m_window->resize(m_window->screen()->availableGeometry().size());
    QTRY_VERIFY(table->rowHeight(gatewayRow) < tall);
    QTRY_VERIFY2(firstCutCell(table).isEmpty(), qPrintable(firstCutCell(table)));
    saveShot(QStringLiteral("connections-max"));
}

void TestWrappedText::longLogLineWrapsAndTheNewestLineStaysInView()
{
    m_panel->disconnectFromGame(); // only this test's lines arrive from now on
    LogModel *log = m_panel->log();
    for (int i = 0; i < 60; ++i)
        log->info(QStringLiteral("Line %1 of the log").arg(i));
    const QString longLine =
        QStringLiteral("Die Verbindung zu ws://127.0.0.1:19710/ wurde abgelehnt: Läuft das Spiel "
                       "mit eingeschaltetem Fernzugriff ([remote] enabled = true in config.toml)? "
                       "Die Steuerzentrale versucht es gleich noch einmal, bis das Spiel wieder "
                       "antwortet (END)");
    log->warning(longLine);
    m_window->showPage(icui::MainWindow::Page::Log);
    QTreeView *view = m_window->logPage()->view();
    const QAbstractItemModel *shown = view->model();
    const int row = shown->rowCount() - 1;
    QCOMPARE(shown->index(row, LogModel::MessageColumn).data().toString(), longLine);
    const QModelIndex index = shown->index(row, LogModel::MessageColumn);

    // Whole, on more than one line, and in view: the Log follows its newest line.
    QTRY_VERIFY2(inView(view, row), "the newest line is in view");
    QVERIFY(view->visualRect(index).height() > view->fontMetrics().height() * 3 / 2);
    QVERIFY2(shownWhole(view, index),
             qPrintable(QString::number(view->visualRect(index).height())));
    // No taller than its lines: measured at the column's width, not at an older one.
    QVERIFY2(!tooTall(view, index), qPrintable(QString::number(view->visualRect(index).height())));
    QVERIFY2(firstCutCell(view, LogModel::MessageColumn).isEmpty(),
             qPrintable(firstCutCell(view, LogModel::MessageColumn)));
    saveShot(QStringLiteral("log-960"));

    // More long lines while at the bottom: still following.
    for (int i = 0; i < 10; ++i)
        log->info(longLine + QStringLiteral(" #%1").arg(i));
    QTRY_VERIFY2(inView(view, shown->rowCount() - 1), "the newest line is in view");
    QVERIFY(shownWhole(view, shown->index(shown->rowCount() - 1, LogModel::MessageColumn)));
    QVERIFY(!tooTall(view, shown->index(shown->rowCount() - 1, LogModel::MessageColumn)));

    // A wider window: the rows are measured again, each line still whole and the newest in view.
    const auto newestHeight = [view, shown] {
        return view->visualRect(shown->index(shown->rowCount() - 1, LogModel::MessageColumn))
            .height();
    };
    const int tall = newestHeight();
    m_window->resize(m_window->screen()->availableGeometry().size());
    QTRY_VERIFY(newestHeight() < tall);
    QTRY_VERIFY2(inView(view, shown->rowCount() - 1), "the newest line is in view");
    QVERIFY(shownWhole(view, shown->index(shown->rowCount() - 1, LogModel::MessageColumn)));
    const int wide = newestHeight();
    m_window->resize(960, 620);
    QTRY_VERIFY2(
        newestHeight() > wide,
        qPrintable(QStringLiteral("%1 → %2 → %3").arg(tall).arg(wide).arg(newestHeight())));
    QTRY_VERIFY2(inView(view, shown->rowCount() - 1), "the newest line is in view");
    QVERIFY(shownWhole(view, shown->index(shown->rowCount() - 1, LogModel::MessageColumn)));
    QVERIFY(!tooTall(view, shown->index(shown->rowCount() - 1, LogModel::MessageColumn)));

    // Scrolled up to read: a new line does not pull the view down.
    view->verticalScrollBar()->setValue(0);
    log->info(QStringLiteral("One more line"));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(); // the view lays the new row out
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    QVERIFY(!inView(view, shown->rowCount() - 1));
}

QTEST_MAIN(TestWrappedText)
#include "TestWrappedText.moc"
