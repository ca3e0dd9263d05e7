// The Other Games page on a real panel, shown under Xvfb, against the connectors' real simulated
// peers over real sockets and files: a connection made through the dialog (a bad address
// refused and nothing stored), opened, a command run from the form built from the catalogue
// with its answer shown and its bytes in the wire log, a parameter the form refuses before
// anything is sent, the peer's unasked events, the figures, a Transport Fever 2 game's answer
// typed back, and a connection removed.

#include "TestShots.h"
#include "ui/appearance/Appearance.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/connectors/ConnectorProfileDialog.h"
#include "ui/connectors/ConnectorView.h"
#include "ui/connectors/ConnectorsPage.h"
#include "ui/connectors/FieldMark.h"
#include "ui/connectors/ParamForm.h"

#include "connectors/arena/peer/SimulatedRuntime.h"
#include "connectors/common/WireLogModel.h"
#include "connectors/devtools/peer/DevToolsPeer.h"
#include "connectors/tf2/peer/Tf2SimGame.h"
#include "panel/ConnectorHost.h"
#include "panel/Panel.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <limits>
#include <memory>

using icconnectors::Connector;
using icui::ConnectorsPage;

class TestConnectorsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void makeOpenAndRun();
    void badAddressIsRefusedAndNothingStored();
    void formRefusesBeforeSending();
    void refusedRunShowsItsCodeAndMessage();
    void eventsAndFigures();
    void tf2AnswerTypedBack();
    void removeConnection();
    void arenaTickThroughTheInspector();
    void oa1PasswordComesFromTheKeychain();
    void rangeOnlyWhenReal();
    void dialogMarksAWrongSettingAndKeepsTheKind();
    void arenaDialogExplainsPortsAndHealth();
    void remoteBashAsksForNoPassword();
    void wireRowsAreOneLine();
    void screenshotsLightAndDark();

private:
    /// Makes a connection through the dialog as a user would; false if the dialog refused.
    bool addThroughDialog(const QString &name, const QString &kind, const QVariantMap &settings,
                          QString *problem = nullptr);
    bool openCurrent();
    /// Chooses `command`, fills the form, presses Run and waits for the answer.
    QString runFromForm(const QString &command, const QMap<QString, QString> &values);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<icpanel::Panel> m_panel;
    std::unique_ptr<ConnectorsPage> m_page;
    std::unique_ptr<icconnectors::devtools::DevToolsPeer> m_world;
    std::unique_ptr<icconnectors::tf2::Tf2SimGame> m_tf2;
};

void TestConnectorsPage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    icpanel::Panel::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
    m_panel = std::make_unique<icpanel::Panel>(options);
    m_page = std::make_unique<ConnectorsPage>(*m_panel->connectors());
    m_page->resize(1000, 700);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));

    m_world = std::make_unique<icconnectors::devtools::DevToolsPeer>();
    icconnectors::devtools::DevToolsPeer::Options world;
    world.port = 0;
    world.tickMs = 50; // goblins move: entity events flow
    QVERIFY(m_world->start(world).ok());
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("tf2"))));
    m_tf2 = std::make_unique<icconnectors::tf2::Tf2SimGame>(
        icconnectors::tf2::Tf2SimGame::optionsInFolder(m_dir->filePath(QStringLiteral("tf2"))));
    QVERIFY(m_tf2->start());
}

void TestConnectorsPage::cleanup()
{
    icui::ModalDialog::clearNextHandler();
    m_page.reset();
    m_panel.reset();
    m_world.reset();
    m_tf2.reset();
    m_dir.reset();
}

bool TestConnectorsPage::addThroughDialog(const QString &name, const QString &kind,
                                          const QVariantMap &settings, QString *problem)
{
    bool accepted = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        dialog.nameEdit()->setText(name);
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(kind));
        for (auto it = settings.cbegin(); it != settings.cend(); ++it)
            dialog.settingsForm()->setValue(it.key(), it.value().toString());
        dialog.accept();
        accepted = dialog.result() == QDialog::Accepted;
        if (problem)
            *problem = dialog.problemLabel()->text();
        return dialog.result();
    });
    m_page->newProfile();
    return accepted;
}

bool TestConnectorsPage::openCurrent()
{
    m_page->openButton()->click();
    Connector *connector = m_panel->connectors()->connector(m_page->currentProfile());
    if (!connector)
        return false;
    const bool open = QTest::qWaitFor(
        [connector] { return connector->state() == Connector::State::Open; }, 10000);
    return open && m_page->view()->connector() == connector;
}

QString TestConnectorsPage::runFromForm(const QString &command,
                                        const QMap<QString, QString> &values)
{
    icui::ConnectorView *view = m_page->view();
    if (!view->selectCommand(command))
        return QStringLiteral("no command %1").arg(command);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (!view->form()->setValue(it.key(), it.value()))
            return QStringLiteral("no parameter %1").arg(it.key());
    }
    view->resultView()->clear();
    view->findChild<QPushButton *>(QStringLiteral("connectorRun"))->click();
    if (!QTest::qWaitFor([view] { return !view->resultView()->toPlainText().isEmpty(); }, 10000))
        return QStringLiteral("no answer");
    return view->resultView()->toPlainText();
}

void TestConnectorsPage::makeOpenAndRun()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QCOMPARE(m_page->currentProfile(), QStringLiteral("World"));
    QVERIFY(m_panel->connectors()->profiles().profile(QStringLiteral("World")));
    QVERIFY(openCurrent());
    QCOMPARE(m_page->openButton()->text(), QStringLiteral("Clo&se")); // Alt+C: the Connection menu

    const QString answer =
        runFromForm(QStringLiteral("spawn"), {{QStringLiteral("entity"), QStringLiteral("goblin")},
                                              {QStringLiteral("x"), QStringLiteral("3")},
                                              {QStringLiteral("y"), QStringLiteral("3")}});
    QVERIFY2(answer.startsWith(QLatin1String("OK: Spawned goblin at (3, 3)")), qPrintable(answer));
    QVERIFY2(answer.contains(QLatin1String("entityId")), qPrintable(answer));

    // The command went out and its answer came back, both in the wire log with a time.
    const auto *log = m_page->view()->wireLog();
    bool sent = false;
    bool received = false;
    for (int row = 0; row < log->rowCount(); ++row) {
        const auto &entry = log->entry(row);
        sent |= entry.direction == icconnectors::WireEntry::Direction::Sent &&
                entry.bytes.contains("\"cmd\":\"spawn\"");
        received |= entry.direction == icconnectors::WireEntry::Direction::Received &&
                    entry.bytes.contains("Spawned goblin");
        QVERIFY(entry.at.isValid());
    }
    QVERIFY(sent);
    QVERIFY(received);

    m_page->openButton()->click(); // Close
    QVERIFY(!m_panel->connectors()->connector(QStringLiteral("World")));
    QCOMPARE(m_page->openButton()->text(), QStringLiteral("&Open"));
}

void TestConnectorsPage::badAddressIsRefusedAndNothingStored()
{
    QString problem;
    QVERIFY(!addThroughDialog(QStringLiteral("Web"), QStringLiteral("devtools"),
                              {{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:5007/")}},
                              &problem));
    QVERIFY2(problem.contains(QLatin1String("ws://")), qPrintable(problem));
    QVERIFY(m_panel->connectors()->profiles().profiles().isEmpty());

    QVERIFY(!addThroughDialog(QStringLiteral("Relative"), QStringLiteral("tf2"),
                              {{QStringLiteral("folder"), QStringLiteral("tmp")}}, &problem));
    QVERIFY2(problem.contains(QLatin1String("full path")), qPrintable(problem));
    QVERIFY(m_panel->connectors()->profiles().profiles().isEmpty());
}

void TestConnectorsPage::formRefusesBeforeSending()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    icui::ConnectorView *view = m_page->view();
    QVERIFY(view->selectCommand(QStringLiteral("spawn")));
    QVERIFY(view->form()->setValue(QStringLiteral("entity"), QStringLiteral("goblin")));
    QVERIFY(view->form()->setValue(QStringLiteral("x"), QStringLiteral("ten")));
    QVERIFY(view->form()->setValue(QStringLiteral("y"), QStringLiteral("1")));
    const auto sentSoFar = [view] {
        int sent = 0;
        for (int row = 0; row < view->wireLog()->rowCount(); ++row)
            sent +=
                view->wireLog()->entry(row).direction == icconnectors::WireEntry::Direction::Sent;
        return sent;
    };
    const int before = sentSoFar();
    view->runCommand();
    QCOMPARE(sentSoFar(), before);
    // The wrong field is marked (a red frame), named under the form, and has the focus.
    QWidget *x = view->form()->editorOf(QStringLiteral("x"));
    QLabel *problem = view->form()->problemLabel();
    QVERIFY(icui::FieldMark::isMarked(x));
    QVERIFY2(x->styleSheet().contains(QLatin1String("border")), qPrintable(x->styleSheet()));
    QVERIFY(!icui::FieldMark::isMarked(view->form()->editorOf(QStringLiteral("y"))));
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QLatin1String("x")) &&
                 problem->text().contains(QLatin1String("ten")),
             qPrintable(problem->text()));
    QCOMPARE(m_page->focusWidget(), x);
    // Red in the light palette: the error text's colour leans to red.
    const QColor tone = problem->palette().color(QPalette::WindowText);
    QVERIFY2(tone.red() > tone.green() + 60 && tone.red() > tone.blue() + 60,
             qPrintable(tone.name()));
    const QString status = view->findChild<QLabel *>(QStringLiteral("connectorStatus"))->text();
    QVERIFY2(status.contains(QLatin1String("Not sent")), qPrintable(status));

    // Typing a good value takes the mark and the error away; Run then sends.
    static_cast<QLineEdit *>(x)->selectAll();
    QTest::keyClicks(x, QStringLiteral("7"));
    QVERIFY(!icui::FieldMark::isMarked(x));
    QVERIFY(!problem->isVisible());
    QVERIFY(runFromForm(QStringLiteral("spawn"), {}).startsWith(QLatin1String("OK")));
}

void TestConnectorsPage::rangeOnlyWhenReal()
{
    using icconnectors::ParamSpec;
    using icui::ParamForm;
    const auto integer = [](std::optional<qint64> low, std::optional<qint64> high) {
        ParamSpec p(QStringLiteral("n"), ParamSpec::Kind::Integer);
        p.minimum = low;
        p.maximum = high;
        return ParamForm::placeholderOf(p.described(QStringLiteral("Count")));
    };
    QCOMPARE(integer(0, 4), QStringLiteral("Count (0 to 4)"));
    QCOMPARE(integer(1, 2147483647), QStringLiteral("Count (at least 1)"));
    QCOMPARE(integer(-2147483648LL, 10), QStringLiteral("Count (at most 10)"));
    QCOMPARE(integer(-2147483648LL, 2147483647), QStringLiteral("Count"));
    QCOMPARE(integer(std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max()),
             QStringLiteral("Count"));

    // On the page: a PigeonPea coordinate is any 32-bit number, said as nothing; the entity
    // to teleport is one from 1 on.
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    icui::ConnectorView *view = m_page->view();
    QVERIFY(view->selectCommand(QStringLiteral("spawn")));
    const auto placeholder = [view](const QString &name) {
        return static_cast<QLineEdit *>(view->form()->editorOf(name))->placeholderText();
    };
    QCOMPARE(placeholder(QStringLiteral("x")), QStringLiteral("X coordinate"));
    for (const QString &command : {QStringLiteral("teleport"), QStringLiteral("tp")}) {
        if (!view->selectCommand(command))
            continue;
        QVERIFY2(placeholder(QStringLiteral("entity")).contains(QLatin1String("at least 1")),
                 qPrintable(placeholder(QStringLiteral("entity"))));
        QVERIFY(!placeholder(QStringLiteral("x")).contains(QLatin1String("2147483647")));
        return;
    }
    QFAIL("no teleport command in the PigeonPea catalogue");
}

void TestConnectorsPage::dialogMarksAWrongSettingAndKeepsTheKind()
{
    // A port that is not a number: marked in the dialog's form, nothing stored.
    bool marked = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        dialog.nameEdit()->setText(QStringLiteral("Arena"));
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(QStringLiteral("arena")));
        dialog.settingsForm()->setValue(QStringLiteral("listenPort"), QStringLiteral("port"));
        dialog.accept();
        const QWidget *port = dialog.settingsForm()->editorOf(QStringLiteral("listenPort"));
        marked =
            dialog.result() != QDialog::Accepted && icui::FieldMark::isMarked(port) &&
            dialog.focusWidget() == port &&
            dialog.settingsForm()->problemLabel()->text().contains(QLatin1String("listenPort"));
        return int(QDialog::Rejected);
    });
    m_page->newProfile();
    QVERIFY(marked);
    QVERIFY(m_panel->connectors()->profiles().profiles().isEmpty());

    // Editing keeps the game it was made for, as it keeps the name.
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    bool kindFixed = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        kindFixed = !dialog.kindBox()->isEnabled() && dialog.nameEdit()->isReadOnly() &&
                    dialog.kindBox()->currentData() == QStringLiteral("devtools");
        return int(QDialog::Rejected);
    });
    m_page->editProfile();
    QVERIFY(kindFixed);
}

// Issue 28: where a user sets the inspector up, the dialog says why it listens on 5001 while
// Agent Arena's simulation defaults to 5000, and that /health is the runtime's; other kinds
// show no such line.
void TestConnectorsPage::arenaDialogExplainsPortsAndHealth()
{
    QString help, listenTip, runtimeTip;
    bool hiddenForOthers = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        const auto *label = dialog.findChild<QLabel *>(QStringLiteral("connectorProfileSetupHelp"));
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(QStringLiteral("arena")));
        help = label && !label->isHidden() ? label->text() : QString();
        listenTip = dialog.settingsForm()->editorOf(QStringLiteral("listenPort"))->toolTip();
        runtimeTip = dialog.settingsForm()->editorOf(QStringLiteral("runtimePort"))->toolTip();
        ictest::saveShot(&dialog, QStringLiteral("arena-dialog"));
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(QStringLiteral("devtools")));
        hiddenForOthers = label && label->isHidden();
        return int(QDialog::Rejected);
    });
    m_page->newProfile();
    QVERIFY2(help.contains(QLatin1String("5000")) && help.contains(QLatin1String("5001")),
             qPrintable(help));
    QVERIFY2(help.contains(QLatin1String("/health")), qPrintable(help));
    QVERIFY2(listenTip.contains(QLatin1String("5000")), qPrintable(listenTip));
    QVERIFY2(runtimeTip.contains(QLatin1String("/health")), qPrintable(runtimeTip));
    QVERIFY(hiddenForOthers);
}

void TestConnectorsPage::remoteBashAsksForNoPassword()
{
    // OA1's RemoteBash runs commands on the far side's shell: no game, no password to keep.
    bool shownForIcrp = false, shownForBash = true, shownAgain = false;
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(QStringLiteral("oa1")));
        auto *protocol =
            qobject_cast<QComboBox *>(dialog.settingsForm()->editorOf(QStringLiteral("protocol")));
        if (!protocol)
            return int(QDialog::Rejected);
        protocol->setCurrentText(QStringLiteral("ICRP"));
        shownForIcrp = !dialog.passwordEdit()->isHidden();
        protocol->setCurrentText(QStringLiteral("RemoteBash"));
        shownForBash = !dialog.passwordEdit()->isHidden();
        protocol->setCurrentText(QStringLiteral("ICRP"));
        shownAgain = !dialog.passwordEdit()->isHidden();
        return int(QDialog::Rejected);
    });
    m_page->newProfile();
    QVERIFY(shownForIcrp);
    QVERIFY(!shownForBash);
    QVERIFY(shownAgain);
}

void TestConnectorsPage::wireRowsAreOneLine()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    runFromForm(QStringLiteral("ping"), {});
    QTableView *wire = m_page->view()->wireView();
    QTRY_VERIFY(wire->model()->rowCount() > 1);
    const int line = wire->fontMetrics().height();
    QVERIFY2(
        wire->rowHeight(0) < line * 3 / 2,
        qPrintable(QStringLiteral("%1 px for a %2 px line").arg(wire->rowHeight(0)).arg(line)));
    // What is elided is in the tooltip, whole, and no cell shows a line break.
    for (int column = 0; column < wire->model()->columnCount(); ++column) {
        const QModelIndex cell = wire->model()->index(0, column);
        QVERIFY(!cell.data(Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(!cell.data().toString().contains(QLatin1Char('\n')));
    }
    QListWidget *events = m_page->view()->eventsView();
    QTRY_VERIFY(events->count() > 0);
    QVERIFY(!events->item(0)->toolTip().isEmpty());
    QCOMPARE(events->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
}

// A run the peer refuses is said as such: its stable code and the peer's own words, not "OK".
void TestConnectorsPage::refusedRunShowsItsCodeAndMessage()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    const QString answer =
        runFromForm(QStringLiteral("heal"), {{QStringLiteral("amount"), QStringLiteral("5")},
                                             {QStringLiteral("entity"), QStringLiteral("9999")}});
    QVERIFY2(answer.startsWith(QLatin1String("Failed (validation.business_logic): ")),
             qPrintable(answer));
    QVERIFY2(answer.contains(QLatin1String("Entity not found: 9999")), qPrintable(answer));
    // The next run that works says OK again.
    const QString pong = runFromForm(QStringLiteral("ping"), {});
    QVERIFY2(pong.startsWith(QLatin1String("OK: ")), qPrintable(pong));
}

void TestConnectorsPage::eventsAndFigures()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    // The world's goblins move every 50 ms: their events are shown as they come (after the
    // welcome, an unasked command_result).
    QListWidget *events = m_page->view()->eventsView();
    const auto movedShown = [events] {
        for (int row = 0; row < events->count(); ++row) {
            if (events->item(row)->text().contains(QLatin1String("entity_moved")))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(movedShown(), 10000);
    runFromForm(QStringLiteral("ping"), {});
    QTRY_VERIFY(m_page->view()->figuresView()->topLevelItemCount() > 0);
}

void TestConnectorsPage::tf2AnswerTypedBack()
{
    QVERIFY(addThroughDialog(QStringLiteral("Fever"), QStringLiteral("tf2"),
                             {{QStringLiteral("folder"), m_dir->filePath(QStringLiteral("tf2"))}}));
    QVERIFY(openCurrent());
    const QString answer = runFromForm(QStringLiteral("query_game_state"), {});
    QVERIFY2(answer.startsWith(QLatin1String("OK")), qPrintable(answer));
    // Sent as the string "2500000"-like text by the game; shown typed back as a number.
    QVERIFY2(answer.contains(QRegularExpression(QStringLiteral("\"money\": [0-9]"))),
             qPrintable(answer));
    QVERIFY(!answer.contains(QRegularExpression(QStringLiteral("\"money\": \""))));
    // 9 is beyond the seed's 0–4: refused by the form, before a file is written.
    icui::ConnectorView *view = m_page->view();
    QVERIFY(view->selectCommand(QStringLiteral("set_speed")));
    QVERIFY(view->form()->setValue(QStringLiteral("speed"), QStringLiteral("9")));
    view->runCommand();
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("tf2/tf2_cmd.json"))) ||
            QFile(m_dir->filePath(QStringLiteral("tf2/tf2_cmd.json"))).size() == 0);
    const QString problem = view->form()->problemLabel()->text();
    QVERIFY2(problem.contains(QLatin1String("speed")), qPrintable(problem));
    QVERIFY(icui::FieldMark::isMarked(view->form()->editorOf(QStringLiteral("speed"))));
}

void TestConnectorsPage::removeConnection()
{
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    icui::MessageBox::setNextAnswer(QMessageBox::Yes);
    m_page->findChild<QPushButton *>(QStringLiteral("connectorRemove"))->click();
    QVERIFY(!m_panel->connectors()->connector(QStringLiteral("World")));
    QVERIFY(m_panel->connectors()->profiles().profiles().isEmpty());
    QCOMPARE(m_page->profileBox()->count(), 0);
    QVERIFY(!m_page->view()->connector());
}

void TestConnectorsPage::arenaTickThroughTheInspector()
{
    icconnectors::arena::SimulatedRuntime runtime;
    QVERIFY(runtime.listen(0).ok());
    QTcpServer probe; // a free port for the inspector
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    QVERIFY(addThroughDialog(QStringLiteral("Arena"), QStringLiteral("arena"),
                             {{QStringLiteral("listenPort"), QString::number(port)},
                              {QStringLiteral("runtimeHost"), QStringLiteral("127.0.0.1")},
                              {QStringLiteral("runtimePort"), QString::number(runtime.port())}}));
    QVERIFY(openCurrent());
    const QString answer =
        runFromForm(QStringLiteral("tick"), {{QStringLiteral("agents"), QStringLiteral("2")}});
    QVERIFY2(answer.startsWith(QLatin1String("OK")), qPrintable(answer));
    QCOMPARE(runtime.ticksReceived(), 1);
    // The recorded tick is shown as it comes, and the wire has both legs of it.
    QListWidget *events = m_page->view()->eventsView();
    QTRY_VERIFY(events->count() > 0);
    QVERIFY2(events->item(events->count() - 1)->text().contains(QLatin1String("tick")),
             qPrintable(events->item(events->count() - 1)->text()));
    QStringList channels;
    for (int row = 0; row < m_page->view()->wireLog()->rowCount(); ++row)
        channels << m_page->view()->wireLog()->entry(row).channel;
    channels.removeDuplicates();
    QVERIFY2(channels.size() >= 2, qPrintable(channels.join(u',')));
}

void TestConnectorsPage::oa1PasswordComesFromTheKeychain()
{
    // No IRC server listens here: what is checked is the panel's part, the game's password
    // taken from the keychain (never from the profile) before the connector is made.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const QString port = QString::number(probe.serverPort());
    probe.close();
    const QVariantMap settings{{QStringLiteral("host"), QStringLiteral("127.0.0.1")},
                               {QStringLiteral("port"), port},
                               {QStringLiteral("channel"), QStringLiteral("#ic-admin")},
                               {QStringLiteral("nick"), QStringLiteral("admin")},
                               {QStringLiteral("bridgeNick"), QStringLiteral("bridge")},
                               {QStringLiteral("tier"), QStringLiteral("admin")}};
    QVariantMap sameNicks = settings;
    sameNicks.insert(QStringLiteral("bridgeNick"), QStringLiteral("admin"));
    QString problem;
    QVERIFY(!addThroughDialog(QStringLiteral("Same"), QStringLiteral("oa1"), sameNicks, &problem));
    QVERIFY2(problem.contains(QLatin1String("differ")), qPrintable(problem));

    QVERIFY(addThroughDialog(QStringLiteral("Remote"), QStringLiteral("oa1"), settings));
    QSignalSpy failed(m_panel->connectors(), &icpanel::ConnectorHost::failed);
    m_page->openButton()->click();
    QVERIFY(failed.wait());
    QVERIFY2(failed.last().at(1).toString().contains(QLatin1String("No password is stored")),
             qPrintable(failed.last().at(1).toString()));
    QVERIFY(!m_panel->connectors()->connector(QStringLiteral("Remote")));
    QVERIFY(m_page->stateLabel()->text().contains(QLatin1String("No password is stored")));

    // Given through the dialog, it goes to the keychain and not into the settings file.
    const QString password = QStringLiteral("k3ych41n-only-Zq8");
    icui::ModalDialog::setNextHandler([&](QDialog &d) {
        auto &dialog = static_cast<icui::ConnectorProfileDialog &>(d);
        dialog.passwordEdit()->setText(password);
        dialog.accept();
        return QTest::qWaitFor([&dialog] { return dialog.result() == QDialog::Accepted; }, 10000)
                   ? int(QDialog::Accepted)
                   : int(QDialog::Rejected);
    });
    m_page->editProfile();
    QFile ini(m_dir->filePath(QStringLiteral("panel.ini")));
    QVERIFY(ini.open(QIODevice::ReadOnly));
    QVERIFY(!ini.readAll().contains(password.toUtf8()));
    m_page->openButton()->click();
    QTRY_VERIFY(m_panel->connectors()->connector(QStringLiteral("Remote")));
}

void TestConnectorsPage::screenshotsLightAndDark()
{
    // The page as a user sees it at the window's default size: an open connection, a command
    // refused by the form, the wire full of messages (IC_TEST_SHOTS keeps them).
    QVERIFY(addThroughDialog(QStringLiteral("World"), QStringLiteral("devtools"),
                             {{QStringLiteral("url"), m_world->url().toString()}}));
    QVERIFY(openCurrent());
    runFromForm(QStringLiteral("ping"), {});
    icui::ConnectorView *view = m_page->view();
    QVERIFY(view->selectCommand(QStringLiteral("spawn")));
    QVERIFY(view->form()->setValue(QStringLiteral("x"), QStringLiteral("ten")));
    view->runCommand();
    m_page->resize(960 - 160, 620 - 90); // the page's share of a 960 × 620 window
    QTRY_VERIFY(view->wireLog()->rowCount() > 3);
    const QPalette before = QApplication::palette();
    for (const bool dark : {false, true}) {
        QApplication::setPalette(dark ? icui::Appearance::darkPalette()
                                      : icui::Appearance::lightPalette());
        QTest::qWait(0);
        ictest::saveShot(m_page.get(), dark ? QStringLiteral("other-games-dark")
                                            : QStringLiteral("other-games-light"));
    }
    QApplication::setPalette(before);
}

QTEST_MAIN(TestConnectorsPage)
#include "TestConnectorsPage.moc"
