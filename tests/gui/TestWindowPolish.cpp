// How the window reads in light and dark, seen by the eleventh newcomer: the charts' axis
// labels in the text colour (History's were the disabled grey), nothing light along the window's
// bottom edge in dark, and the panel's file dialogs large enough to show their columns in full.

#include "TestShots.h"
#include "WindowFixture.h"

#include "panel/PanelSettings.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/FileDialog.h"
#include "ui/history/HistoryFiguresChart.h"
#include "ui/history/HistoryMatchSummary.h"
#include "ui/history/HistoryMatchesTab.h"
#include "ui/history/HistoryPage.h"
#include "ui/match/ArmyChart.h"
#include "ui/match/MatchPage.h"
#include "ui/replay/ReplayFiguresChart.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QStatusBar>
#include <QStyleOptionViewItem>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <cmath>

using Scheme = icpanel::PanelSettings::ColorScheme;

class TestWindowPolish : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void chartLabelsReadInLightAndDark();
    void windowBottomIsDarkInDark();
    void fileDialogShowsItsColumnsInFull();

private:
    /// WCAG's contrast ratio of two colours (1 to 21).
    static double contrast(const QColor &a, const QColor &b);
    /// Every axis label of `chart` is in the palette's text colour, 4.5:1 or more on its plot.
    static bool labelsRead(const icui::FiguresChart *chart, QString *why);
};

void TestWindowPolish::cleanup()
{
    tearDownWindow();
    QApplication::setPalette(QPalette());
}

double TestWindowPolish::contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool TestWindowPolish::labelsRead(const icui::FiguresChart *chart, QString *why)
{
    const QChart *plot = chart->view()->chart();
    const QColor background = plot->backgroundBrush().color();
    const QColor text = chart->palette().color(QPalette::Active, QPalette::Text);
    if (plot->axes().isEmpty()) {
        *why = QStringLiteral("no axes");
        return false;
    }
    for (const QAbstractAxis *axis : plot->axes()) {
        const double ratio = contrast(axis->labelsColor(), background);
        if (axis->labelsColor() != text || ratio < 4.5) {
            *why = QStringLiteral("%1: labels %2 on %3 (%4:1), text %5")
                       .arg(QLatin1String(chart->metaObject()->className()),
                            axis->labelsColor().name(), background.name())
                       .arg(ratio, 0, 'f', 2)
                       .arg(text.name());
            return false;
        }
    }
    return true;
}

void TestWindowPolish::chartLabelsReadInLightAndDark()
{
    m_historySeed = 5;
    setUpWindow();
    m_window->showPage(icui::MainWindow::Page::History);
    icui::HistoryMatchSummary *summary = m_window->historyPage()->matchesTab()->summary();
    QTRY_VERIFY_WITH_TIMEOUT(summary->chart()->isEnabled(), 10000);
    const ichistory::HistoryMatch match = summary->match();
    icui::ReplayFiguresChart replay;
    replay.setMatch(match);
    replay.resize(420, 240);
    replay.show();
    QVERIFY(QTest::qWaitForWindowExposed(&replay));
    for (const Scheme scheme : {Scheme::Light, Scheme::Dark, Scheme::Light}) {
        // As the History page does while it loads a match: its chart is disabled, and the
        // scheme changes meanwhile; enabled again, its labels must not stay the disabled grey.
        summary->clear();
        QVERIFY(!summary->chart()->isEnabled());
        m_panel->settings()->setColorScheme(scheme);
        QTRY_COMPARE(icui::Appearance::isDark(m_window->palette()), scheme == Scheme::Dark);
        summary->setMatch(match);
        QVERIFY(summary->chart()->isEnabled());
        for (const icui::FiguresChart *chart :
             {static_cast<const icui::FiguresChart *>(summary->chart()),
              static_cast<const icui::FiguresChart *>(m_window->matchPage()->chart()),
              static_cast<const icui::FiguresChart *>(&replay)}) {
            QString why;
            QTRY_VERIFY2(labelsRead(chart, &why), qPrintable(why));
        }
        ictest::saveShot(m_window.get(), scheme == Scheme::Dark ? QStringLiteral("history-dark")
                                                                : QStringLiteral("history-light"));
    }
}

void TestWindowPolish::windowBottomIsDarkInDark()
{
    setUpWindow();
    m_panel->settings()->setColorScheme(Scheme::Dark);
    QTRY_VERIFY(icui::Appearance::isDark(m_window->palette()));
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // The window's own bottom rows, the status bar's and its size grip's included: none light.
    const QImage image = m_window->grab().toImage();
    int light = 0;
    QString first;
    for (int y = image.height() - 4; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.lightness() > 150) { // the strip was 207 to 255; the grip's dots are grey
                if (first.isEmpty())
                    first = QStringLiteral("%1 at %2,%3").arg(c.name()).arg(x).arg(y);
                ++light;
            }
        }
    }
    QVERIFY2(light == 0,
             qPrintable(QStringLiteral("%1 light pixels, first %2").arg(light).arg(first)));
    // And the status bar's own background is the dark window's.
    const QImage bar = m_window->statusBar()->grab().toImage();
    QCOMPARE(bar.pixelColor(bar.width() / 3, bar.height() - 1),
             m_window->palette().color(QPalette::Window));
    ictest::saveShot(m_window.get(), QStringLiteral("bottom-dark"));
}

void TestWindowPolish::fileDialogShowsItsColumnsInFull()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile config(dir.filePath(QStringLiteral("config.toml")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(QByteArray(1178, '#'));
    config.close();
    QWidget parent;
    parent.resize(640, 480);
    parent.show();
    QVERIFY(QTest::qWaitForWindowExposed(&parent));

    QSize shown;
    QString columns;
    int ticks = 0;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        auto *tree = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
        if (!tree || !tree->model() || tree->model()->rowCount(tree->rootIndex()) == 0)
            return; // the folder is still being read
        if (dialog->property("icDetail").isNull()) {
            dialog->setProperty("icDetail", true);
            dialog->setViewMode(QFileDialog::Detail); // the columns, as the newcomer saw them
            return;
        }
        shown = dialog->size();
        columns.clear();
        for (int column = 1; column < 4; ++column) {
            // The widest cell of the column as the view's delegate sizes it (text and margins).
            int needs = 0;
            const QModelIndex root = tree->rootIndex();
            QStyleOptionViewItem option;
            option.initFrom(tree);
            for (int row = 0; row < tree->model()->rowCount(root); ++row) {
                const QModelIndex index = tree->model()->index(row, column, root);
                needs = std::max(needs, tree->itemDelegate()->sizeHint(option, index).width());
            }
            const int has = tree->header()->sectionSize(column);
            if (has < needs)
                columns += QStringLiteral(" column %1: %2 < %3").arg(column).arg(has).arg(needs);
        }
        // The columns are fitted once the folder's entries are known: a moment to get there.
        if (!columns.isEmpty() && ++ticks < 150)
            return;
        ictest::saveShot(dialog, QStringLiteral("file-dialog"));
        poll.stop();
        dialog->reject();
    });
    poll.start();
    const QString chosen = icui::FileDialog::getOpenFileName(
        &parent, QStringLiteral("Choose the Game's config.toml"), config.fileName(),
        QStringLiteral("IC configuration (config.toml)"));
    QVERIFY(chosen.isEmpty()); // cancelled
    QVERIFY(shown.isValid());
    const QSize room = parent.screen()->availableGeometry().size();
    QVERIFY2(shown.width() >= std::min(800, room.width() * 9 / 10) &&
                 shown.height() >= std::min(500, room.height() * 9 / 10),
             qPrintable(QStringLiteral("%1x%2").arg(shown.width()).arg(shown.height())));
    QVERIFY2(shown.width() <= room.width() && shown.height() <= room.height(),
             qPrintable(QStringLiteral("%1x%2").arg(shown.width()).arg(shown.height())));
    QVERIFY2(columns.isEmpty(), qPrintable(columns));
    QCOMPARE(icui::FileDialog::initialSize(&parent), QSize(800, 500).boundedTo(room * 9 / 10));
}

QTEST_MAIN(TestWindowPolish)
#include "TestWindowPolish.moc"
