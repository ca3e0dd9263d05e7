// The eighth newcomer's notes on Status, Connect…, Password and the update dialog (issue 26),
// on the real window over a real Panel and a simulated game: a refused tool leaves Needs you
// once it has no session left; overlays in OBS wait for the game while it is away; the round
// trip is never a bare "0 ms"; the cards fill the page and the Match card's lines keep their
// layout as the figures change; the Connect dialog has no gap, a grey hint before anything is
// typed and addresses that never break; the Password page shows the file chosen, its end first;
// Show and Hide share one Alt letter; the update button has room for its words.

#include "ResultCheck.h"
#include "TestShots.h"
#include "WindowFixture.h"

#include "UserAgentSocket.h"

#include "TestFiles.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "panel/PanelSettings.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/FileDialog.h"
#include "ui/connect/ConnectDialog.h"
#include "ui/password/ElidedPathLabel.h"
#include "ui/password/PasswordPage.h"
#include "ui/status/DotList.h"
#include "ui/status/GameCard.h"
#include "ui/status/MatchCard.h"
#include "ui/status/NeedsYouCard.h"
#include "ui/status/OverlaysCard.h"
#include "ui/status/StatusPage.h"
#include "ui/status/ToolsCard.h"
#include "ui/tools/InstallDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextLayout>
#include <memory>

using icpanel::Panel;
using icui::DotList;
using icui::MainWindow;
using icui::StatusCard;

class TestStatusAndDialogs : public WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void refusedToolLeavesNeedsYouWhenItsSessionsClose();
    void overlaysInObsWaitForTheGame();
    void roundTripIsNeverABareZero();
    void cardsFillThePageAndTeamLinesKeepTheirLayout();
    void connectDialogHasNoGapAndAGreyHintFirst();
    void connectDialogNeverBreaksAnAddress();
    void passwordPageShowsTheFileChosenBothEnds();
    void showAndHideShareOneAltLetter();
    void updateButtonHasRoomForItsWords();

private:
    icui::StatusPage *page() const { return m_window->statusPage(); }
    QString token() const { return m_panel->host()->toolToken(QStringLiteral("desk")); }
    /// Writes the Score Desk tool (`tier`, `version`) into the folder `name`; its path.
    QString writeDesk(const QString &name, const QString &tier, const QString &version);
    /// Per team row of the Match card: its title and how many lines its figures take.
    QStringList teamShapes() const;
    /// The Match card's team shapes at each of a range of window widths.
    QStringList shapesAcrossWidths();
};

QString TestStatusAndDialogs::writeDesk(const QString &name, const QString &tier,
                                        const QString &version)
{
    const QString source = m_dir->filePath(name);
    const QByteArray yaml = "id: desk\nname: \"Score Desk\"\nversion: \"" + version.toUtf8() +
                            "\"\nauthor: \"Tester\"\ndescription: \"A desk\"\ntier: \"" +
                            tier.toUtf8() +
                            "\"\ntransport: \"websocket\"\nentry_point: \"index.html\"\n"
                            "icrp: \">=1.0\"\nsubscriptions:\n  - \"match\"\n";
    if (!ictest::writeFile(source + QStringLiteral("/tool.yaml"), yaml) ||
        !ictest::writeFile(source + QStringLiteral("/index.html"), "<p>desk"))
        return {};
    return source;
}

void TestStatusAndDialogs::init()
{
    m_withHost = true;
    setUpWindow([](Panel::Options &o) { o.matchRefreshMs = 100; });
    const QString source =
        writeDesk(QStringLiteral("desk"), QStringLiteral("observer"), QStringLiteral("1.0.0"));
    QVERIFY(!source.isEmpty());
    QVERIFY(installTool(source));
    QTRY_VERIFY(!token().isEmpty());
    m_window->showPage(MainWindow::Page::Status);
}

void TestStatusAndDialogs::cleanup()
{
    tearDownWindow();
}

// "Waiting for you: 1 — some of its calls were refused … Close the copies of it you do not
// need" stayed for a minute after the browser had closed: nothing was left to close.
void TestStatusAndDialogs::refusedToolLeavesNeedsYouWhenItsSessionsClose()
{
    icui::NeedsYouCard *needs = page()->needsYouCard();
    needs->setRefusalMemoryMs(10 * 60 * 1000); // it would stay for ten minutes by the clock
    auto desk = std::make_unique<icrp::IcrpClient>();
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_panel->host()->port()));
    options.toolId = QStringLiteral("desk");
    options.password = token();
    options.autoReconnect = false;
    desk->setOptions(options);
    QSignalSpy connected(desk.get(), &icrp::IcrpClient::connected);
    desk->open();
    QVERIFY(connected.wait(5000));
    bool refused = false;
    desk->call(QStringLiteral("ic/remote.kick"), QJsonObject(),
               [&refused](const icrp::IcrpResult &r) { refused = !r.ok; });
    QTRY_VERIFY(refused);
    QTRY_COMPARE(needs->itemButtons().size(), 1);
    QCOMPARE(needs->itemButtons().constFirst()->property("item").toString(),
             QStringLiteral("refused:desk"));
    // A heading in plain words, not "Waiting for you: 1".
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("1 thing needs you"));
    // The tool's last session closes: the entry goes at once.
    desk->close();
    QTRY_VERIFY_WITH_TIMEOUT(needs->itemButtons().isEmpty(), 3000);
    QCOMPARE(needs->bigLine()->text(), QStringLiteral("Nothing needs you"));
}

// The game refused the password, and Status still said "Live in OBS: 1 of 2" with green dots.
void TestStatusAndDialogs::overlaysInObsWaitForTheGame()
{
    icui::OverlaysCard *overlays = page()->overlaysCard();
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    std::unique_ptr<QWebSocket> obs =
        ictest::openAs(m_panel->host()->port(), ictest::kObsAgent, QStringLiteral("desk"), token());
    QVERIFY(obs);
    QTRY_COMPARE(overlays->bigLine()->text(), QStringLiteral("Live in OBS: Score Desk"));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Good);

    m_panel->disconnectFromGame();
    QTRY_COMPARE(m_panel->status(), Panel::Status::Disconnected);
    QTRY_COMPARE(overlays->bigLine()->text(),
                 QStringLiteral("In OBS: 1 of 1 — waiting for the game"));
    QCOMPARE(overlays->tone(), StatusCard::Tone::Warning);
    QCOMPARE(overlays->rows()->texts(), QStringList{QStringLiteral("Score Desk: In OBS, no game")});
    QCOMPARE(overlays->rows()->rows().constFirst().dot, DotList::Dot::Warning);
    ictest::saveShot(m_window.get(), QStringLiteral("polish3-obs-waiting"));

    // The game back: live again.
    QVERIFY(m_panel->connectProfile(m_panel->currentProfile().name));
    QTRY_COMPARE_WITH_TIMEOUT(overlays->bigLine()->text(),
                              QStringLiteral("Live in OBS: Score Desk"), 10000);
    QCOMPARE(overlays->rows()->rows().constFirst().dot, DotList::Dot::Good);
}

// "Round trip 0 ms on the Game card looks like a placeholder."
void TestStatusAndDialogs::roundTripIsNeverABareZero()
{
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
    QTRY_VERIFY(m_panel->roundTripMs() >= 0);
    auto *rtt = page()->findChild<QLabel *>(QStringLiteral("roundTrip"));
    QVERIFY(rtt);
    const int ms = m_panel->roundTripMs();
    QTRY_COMPARE(rtt->text(), icui::GameCard::roundTripText(ms));
    QVERIFY(rtt->text() != QLatin1String("0 ms"));
    // A game on this computer answers within the millisecond: never a bare "0 ms".
    QCOMPARE(icui::GameCard::roundTripText(0), QStringLiteral("< 1 ms"));
    QCOMPARE(icui::GameCard::roundTripText(12), QStringLiteral("12 ms"));
    QCOMPARE(icui::GameCard::roundTripText(-1), QStringLiteral("—"));
}

QStringList TestStatusAndDialogs::teamShapes() const
{
    const DotList *teams = page()->matchCard()->findChild<DotList *>(QStringLiteral("matchTeams"));
    QStringList shapes;
    if (!teams)
        return shapes;
    const QStringList texts = teams->texts();
    for (int i = 0; i < texts.size(); ++i) {
        const QLabel *state = teams->stateLabel(i);
        const QString title = texts.at(i).section(QStringLiteral(": "), 0, 0);
        shapes << QStringLiteral("%1 [%2 lines]").arg(title).arg(state->text().count(u'\n') + 1);
    }
    return shapes;
}

QStringList TestStatusAndDialogs::shapesAcrossWidths()
{
    QStringList all;
    for (int width = 760; width <= 1240; width += 16) {
        m_window->resize(width, 620);
        if (!QTest::qWaitFor([&] { return m_window->width() == width; }, 2000))
            all << QStringLiteral("%1: not resized").arg(width);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        all << QString::number(width) + QLatin1Char(' ') + teamShapes().join(QStringLiteral("; "));
    }
    return all;
}

// About 100 px empty under the cards at 960×620; the Match card's army and credits went from
// two lines to one between updates.
void TestStatusAndDialogs::cardsFillThePageAndTeamLinesKeepTheirLayout()
{
    m_game->advance(60);
    QTRY_VERIFY(m_panel->gameTicks() >= 60);
    QTRY_VERIFY(!teamShapes().isEmpty());
    for (const auto scheme :
         {icpanel::PanelSettings::ColorScheme::Light, icpanel::PanelSettings::ColorScheme::Dark}) {
        m_panel->settings()->setColorScheme(scheme);
        const bool dark = scheme == icpanel::PanelSettings::ColorScheme::Dark;
        QTRY_COMPARE(icui::Appearance::isDark(page()->palette()), dark);
        m_window->resize(960, 620);
        QTRY_COMPARE(m_window->size(), QSize(960, 620));
        ictest::saveShot(m_window.get(),
                         QStringLiteral("polish3-status-960-") +
                             (dark ? QStringLiteral("dark") : QStringLiteral("light")));
        // No dead band: the lower cards end within a line of the page's bottom.
        const int line = page()->fontMetrics().height();
        QTRY_VERIFY2(page()->height() - page()->toolsCard()->geometry().bottom() <= line,
                     qPrintable(QStringLiteral("%1 of %2")
                                    .arg(page()->toolsCard()->geometry().bottom())
                                    .arg(page()->height())));
        // Nor between the rows: the upper cards end where the lower ones begin.
        QVERIFY2(page()->matchCard()->geometry().top() - page()->gameCard()->geometry().bottom() <=
                     line,
                 qPrintable(QStringLiteral("%1 to %2")
                                .arg(page()->gameCard()->geometry().bottom())
                                .arg(page()->matchCard()->geometry().top())));
        QCOMPARE(page()->matchCard()->height(), page()->toolsCard()->height());
    }
    m_panel->settings()->setColorScheme(icpanel::PanelSettings::ColorScheme::Light);

    // Small figures, then ones ten times larger: at every width the rows keep their shape.
    const QStringList early = shapesAcrossWidths();
    const qint64 before = m_panel->gameTicks();
    m_game->advance(3000);
    QTRY_VERIFY(m_panel->gameTicks() >= before + 3000);
    QVERIFY(roundTrip());
    QTRY_VERIFY(!teamShapes().isEmpty());
    const QStringList later = shapesAcrossWidths();
    QCOMPARE(later, early);
    m_window->resize(960, 620);
}

// "an unexplained blank gap between Address and Tier"; "opens with red error text ('Type the
// game's address…') before you have typed anything".
void TestStatusAndDialogs::connectDialogHasNoGapAndAGreyHintFirst()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Tier follows Address as Name follows Game: no row between them.
    const int gap = dialog.tierBox()->geometry().top() - dialog.urlEdit()->geometry().bottom();
    const int usual = dialog.urlEdit()->geometry().top() - dialog.nameEdit()->geometry().bottom();
    QVERIFY2(gap <= usual + 2, qPrintable(QStringLiteral("%1 > %2").arg(gap).arg(usual)));
    // Nothing typed yet: what to type, in grey; no error.
    QVERIFY(dialog.problem().isEmpty());
    QCOMPARE(dialog.addressHint()->text(),
             QStringLiteral("Type the game's address, for example:\nws://127.0.0.1:19710/"));
    QCOMPARE(dialog.addressHint()->foregroundRole(), QPalette::PlaceholderText);
    QVERIFY(!dialog.addressMarked());
    ictest::saveShot(&dialog, QStringLiteral("polish3-connect-open"));
    // Connect with the address empty: now it is an error, in red.
    QPushButton *connect = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(connect->isEnabled());
    QTest::mouseClick(connect, Qt::LeftButton);
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.problem().startsWith(QLatin1String("Type the game's address")),
             qPrintable(dialog.problem()));
    QVERIFY(dialog.addressHint()->text().isEmpty());
    ictest::saveShot(&dialog, QStringLiteral("polish3-connect-empty"));
    // Typed: the hint says what the panel makes of it, the problem goes.
    QTest::keyClicks(dialog.urlEdit(), QStringLiteral("127.0.0.1:19710"));
    QVERIFY(dialog.problem().isEmpty());
    // The address the panel connects to has a line of its own: it is never broken.
    QCOMPARE(dialog.addressHint()->text(),
             QStringLiteral("ws:// added; the panel connects to:\nws://127.0.0.1:19710/"));
}

// "the hint wraps mid-URL: 'ws://⏎127.0.0.1:19710/'".
void TestStatusAndDialogs::connectDialogNeverBreaksAnAddress()
{
    icui::ConnectDialog dialog(*m_panel, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.accept(); // the address empty: the problem names the example address
    const QString problem = dialog.problem();
    const QString url = QStringLiteral("ws://127.0.0.1:19710/");
    QVERIFY2(problem.contains(url), qPrintable(problem));
    auto *label = dialog.findChild<QLabel *>(QStringLiteral("connectProblem"));
    QVERIFY(label && label->isVisible());
    const QString shown = label->text();
    const QString plainShown = QString(shown).remove(QChar(0x2060));
    QCOMPARE(plainShown, problem); // nothing else changed
    const qsizetype urlStart = plainShown.indexOf(url);
    const int urlWidth = label->fontMetrics().horizontalAdvance(url);
    // At any width the address fits on a line, no line ends inside it.
    for (int width = urlWidth + 2; width < urlWidth * 4; width += 7) {
        QTextLayout layout(shown, label->font());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        QList<qsizetype> breaks;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            breaks << line.textStart();
        }
        layout.endLayout();
        for (const qsizetype at : std::as_const(breaks)) {
            // Where the line starts, counted in the text without word joiners.
            const qsizetype plainAt = shown.left(at).remove(QChar(0x2060)).size();
            QVERIFY2(plainAt <= urlStart || plainAt >= urlStart + url.size(),
                     qPrintable(QStringLiteral("%1 px: a line starts at \"%2\"")
                                    .arg(width)
                                    .arg(plainShown.mid(plainAt))));
        }
    }
}

// "the config folder is shortened to '/tmp/tmp.P1JnpAO3f…onfig/iron-curtain'. It also shows the
// default folder, not the file I had just chosen."
void TestStatusAndDialogs::passwordPageShowsTheFileChosenBothEnds()
{
    m_window->showPage(MainWindow::Page::Password);
    auto *page = m_window->findChild<icui::PasswordPage *>();
    QVERIFY(page);
    m_panel->disconnectFromGame();
    QTRY_COMPARE(m_panel->suggestedResetMode(), Panel::ResetMode::ConfigFile);
    const QString chosen = m_dir->filePath(
        QStringLiteral("tmp.P1JnpAO3fQ/a-rather-long.folder-name_of/somebody-else/with/many/"
                       "folders-on-the-way/to/the/game-server/config.toml"));
    QVERIFY(ictest::writeFile(chosen, "[remote]\npassword = \"x-Found-1\"\n"));
    m_passwords << QStringLiteral("x-Found-1");
    icui::FileDialog::setNextFileName(chosen);
    page->findPassword();
    icui::ElidedPathLabel *label = page->configFolderLabel();
    QTRY_COMPARE(label->fullPath(), QDir::toNativeSeparators(chosen));
    QCOMPARE(label->toolTip(), QDir::toNativeSeparators(chosen));
    // Narrow: the middle goes, both ends (the file's name and folder) stay.
    m_window->setMinimumSize(0, 0); // as on a screen smaller than the least size
    m_window->resize(640, 620);
    QTRY_VERIFY(label->isVisible());
    QTRY_VERIFY2(label->text().contains(QChar(0x2026)) &&
                     label->text().startsWith(QLatin1Char('/')),
                 qPrintable(label->text()));
    QVERIFY2(label->text().endsWith(QLatin1String("game-server/config.toml")),
             qPrintable(label->text()));
    ictest::saveShot(m_window.get(), QStringLiteral("polish3-password-file"));
    m_window->resize(960, 620);
}

// "On the Password page the mnemonic moves from Alt+W (Show) to Alt+D (Hide)."
void TestStatusAndDialogs::showAndHideShareOneAltLetter()
{
    m_window->showPage(MainWindow::Page::Password);
    auto *page = m_window->findChild<icui::PasswordPage *>();
    QVERIFY(page);
    QPushButton *show = page->showButton();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    const QKeySequence key = QKeySequence::mnemonic(show->text());
    QCOMPARE(key, QKeySequence(Qt::ALT | Qt::Key_W));
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::AltModifier);
    QTRY_VERIFY(show->isChecked());
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Normal);
    QVERIFY(show->text() != QLatin1String("Sho&w")); // it says Hide
    QCOMPARE(QKeySequence::mnemonic(show->text()), key);
    // The same key hides it again.
    QTest::keyClick(m_window.get(), Qt::Key_W, Qt::AltModifier);
    QTRY_VERIFY(!show->isChecked());
    QCOMPARE(page->passwordEdit()->echoMode(), QLineEdit::Password);
}

// "the Update dialog's 'Update and Allow Admin' shows no underlined letter, though Alt+U works".
void TestStatusAndDialogs::updateButtonHasRoomForItsWords()
{
    const QString source =
        writeDesk(QStringLiteral("desk-2"), QStringLiteral("admin"), QStringLiteral("2.0.0"));
    QVERIFY(!source.isEmpty());
    const QString package = m_dir->filePath(QStringLiteral("desk-2.icpkg"));
    IC_VERIFY_OK(ictools::PackageWriter::write(source, package));
    const ictools::ToolRegistry::Inspection inspection = m_panel->tools()->inspect(package);
    QVERIFY2(!inspection.refused(), qPrintable(inspection.error.message));
    QCOMPARE(inspection.kind, ictools::ToolRegistry::Inspection::Update);
    icui::InstallDialog dialog(package, inspection, m_window.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *update = dialog.findChild<QPushButton *>(QStringLiteral("installButton"));
    QVERIFY(update);
    QCOMPARE(update->text(), QStringLiteral("&Update and Allow Admin"));
    QCOMPARE(QKeySequence::mnemonic(update->text()), QKeySequence(Qt::ALT | Qt::Key_U));
    // Room on both sides of the words (the underlined U was lost against the frame).
    const int words = update->fontMetrics().horizontalAdvance(QString(update->text()).remove(u'&'));
    const int room = update->width() - words;
    const int wanted = 2 * update->fontMetrics().averageCharWidth() + 8;
    QVERIFY2(room >= wanted, qPrintable(QStringLiteral("%1 < %2").arg(room).arg(wanted)));
    ictest::saveShot(&dialog, QStringLiteral("polish3-update-dialog"));
    QTest::keyClick(&dialog, Qt::Key_U, Qt::AltModifier);
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
}

QTEST_MAIN(TestStatusAndDialogs)
#include "TestStatusAndDialogs.moc"
