// The twenty-second newcomer (17-history.png): on the History page the Matches table's titles
// "Ranked" and "Length" ran together, each column exactly as wide as its title. Every visible
// title now has room on both sides, at the least size and maximised, and in bold (a selected row
// highlights every title so).

#include "TestShots.h"
#include "WindowFixture.h"

#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"

#include <QHeaderView>
#include <QScreen>
#include <QTableView>
#include <QTest>

class TestHistoryHeaderRoom : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_historySeed = 12;
        setUpWindow();
    }
    void cleanup() { tearDownWindow(); }

    void everyTitleHasRoomAtTheLeastSizeAndMaximised()
    {
        m_window->showPage(icui::MainWindow::Page::History);
        icui::HistoryMatchesTab *matches = m_window->historyPage()->matchesTab();
        QTRY_VERIFY_WITH_TIMEOUT(matches->table()->model()->rowCount() > 0, 15000);
        const QSize most = m_window->screen()->availableGeometry().size();
        for (const QSize size : {QSize(960, 620), most}) {
            m_window->resize(size);
            QTRY_COMPARE(m_window->size(), size);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QTRY_VERIFY2(crampedTitles(matches->table()).isEmpty(),
                         qPrintable(crampedTitles(matches->table()).join(QLatin1Char('\n'))));
            ictest::saveShot(
                m_window.get(),
                QStringLiteral("history-header-%1x%2").arg(size.width()).arg(size.height()));
        }
    }

private:
    /// The visible titles narrower than their text in bold with kRoom on each side.
    static QStringList crampedTitles(QTableView *table)
    {
        constexpr int kRoom = 6;
        QHeaderView *header = table->horizontalHeader();
        QFont bold = header->font();
        bold.setBold(true);
        const QFontMetrics metrics(bold);
        QStringList cramped;
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const QString title = table->model()->headerData(section, Qt::Horizontal).toString();
            const int needed = metrics.horizontalAdvance(title) + 2 * kRoom;
            if (needed > header->sectionSize(section))
                cramped << QStringLiteral("%1: %2 px for %3 needed")
                               .arg(title)
                               .arg(header->sectionSize(section))
                               .arg(needed);
        }
        return cramped;
    }
};

QTEST_MAIN(TestHistoryHeaderRoom)
#include "TestHistoryHeaderRoom.moc"
