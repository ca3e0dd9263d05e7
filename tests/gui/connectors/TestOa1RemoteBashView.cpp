// The OA1 RemoteBash session on the Other Games page (ConnectorView showing Oa1RemoteBashView),
// under Xvfb, against the RemoteBash peer written from seed 004 (a fake shell) through a real
// ngIRCd: the remote nick!user@host shown, the question before the first command of a session
// (refused: nothing runs), output as it arrives with ESC and BEL escaped (never raw), an empty
// output, an error in the page's bar that clears after a command that works, and Cancel.

#include "NgircdServer.h"
#include "TestShots.h"

#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/connectors/ConnectorView.h"
#include "ui/connectors/Oa1RemoteBashView.h"

#include "connectors/oa1/Oa1RemoteBashConnector.h"
#include "connectors/oa1/peer/remotebash/RemoteBashPeer.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace icconnectors::oa1;
using icui::MessageBox;
using icui::Oa1RemoteBashView;

namespace {

struct Stage
{
    ictest::NgircdServer irc;
    std::unique_ptr<bashpeer::RemoteBashPeer> peer;
    std::unique_ptr<Oa1RemoteBashConnector> connector;
    std::unique_ptr<icui::ConnectorView> view;

    bool start()
    {
        if (!irc.start())
            return false;
        bashpeer::RemoteBashPeer::Options p;
        p.port = irc.port();
        p.channel = QStringLiteral("#desk");
        p.nick = QStringLiteral("deskbot");
        p.lineGapMs = 0;
        peer = std::make_unique<bashpeer::RemoteBashPeer>(p);
        QSignalSpy ready(peer.get(), &bashpeer::RemoteBashPeer::ready);
        peer->start();
        if (!ready.wait(20000))
            return false;
        Oa1RemoteBashConnector::Config c;
        c.port = irc.port();
        c.channel = QStringLiteral("#desk");
        c.nick = QStringLiteral("panel");
        c.peerNick = QStringLiteral("deskbot");
        c.limits.minLineGapMs = 0;
        connector = std::make_unique<Oa1RemoteBashConnector>(c);
        view = std::make_unique<icui::ConnectorView>();
        view->resize(960, 620);
        view->setConnector(connector.get());
        view->show();
        QSignalSpy identified(connector.get(), &Oa1RemoteBashConnector::peerIdentified);
        connector->open();
        return identified.wait(20000);
    }

    Oa1RemoteBashView *bash() const { return view->remoteBashView(); }
    QString output() const { return bash()->outputView()->toPlainText(); }

    void type(const QString &command) const
    {
        bash()->commandLine()->setText(command);
        QTest::keyClick(bash()->commandLine(), Qt::Key_Return);
    }
};

} // namespace

class TestOa1RemoteBashView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asksFirstAndShowsOutputEscaped();
    void anErrorShowsInTheBarAndCancelEnds();
    void shownTextEscapesWhatATerminalWouldRun();
};

void TestOa1RemoteBashView::asksFirstAndShowsOutputEscaped()
{
    Stage s;
    QVERIFY2(s.start(), qPrintable(s.irc.error()));
    QVERIFY(s.bash()->isVisible());
    QTRY_VERIFY(s.bash()->peerLabel()->text().contains(QLatin1String("deskbot!~bash@127.0.0.1")));

    MessageBox::setNextAnswer(QMessageBox::Cancel); // the user says no: nothing runs
    s.type(QStringLiteral("colors"));
    QVERIFY(MessageBox::lastText().startsWith(
        QLatin1String("Run commands on deskbot!~bash@127.0.0.1?")));
    QVERIFY(s.peer->commands().isEmpty());
    QVERIFY(s.output().isEmpty());

    MessageBox::setNextAnswer(QMessageBox::Yes);
    s.type(QStringLiteral("colors"));
    QTRY_VERIFY_WITH_TIMEOUT(s.output().contains(QLatin1String("[finished]")), 20000);
    QVERIFY2(
        s.output().contains(QLatin1String("\\x1b[1;31mred\\x1b[0m \\x1b[32mgreen\\x1b[0m\\x07\n")),
        qPrintable(s.output()));
    QVERIFY(!s.output().contains(QChar(0x1b)));
    QVERIFY(!s.output().contains(QChar(0x07)));

    // The session is confirmed: the next command is not asked again (a Cancel answer waiting
    // would stop it), and an empty output still ends.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    s.type(QStringLiteral("true"));
    QTRY_COMPARE_WITH_TIMEOUT(s.output().count(QLatin1String("[finished]")), 2, 20000);
    QVERIFY(s.output().contains(QLatin1String("$ true\n[finished]")));
    ictest::saveShot(s.view.get(), QStringLiteral("remotebash"));
}

void TestOa1RemoteBashView::anErrorShowsInTheBarAndCancelEnds()
{
    Stage s;
    QVERIFY2(s.start(), qPrintable(s.irc.error()));
    MessageBox::setNextAnswer(QMessageBox::Yes);
    s.type(QStringLiteral("rm -rf /"));
    QTRY_VERIFY_WITH_TIMEOUT(s.output().contains(QLatin1String("[ended: not_allowed: ")), 20000);
    QVERIFY(s.bash()->messageBar()->hasMessage());
    QCOMPARE(s.bash()->messageBar()->kind(), icui::MessageBar::Kind::Error);

    s.type(QStringLiteral("echo fine"));
    QTRY_VERIFY_WITH_TIMEOUT(s.output().contains(QLatin1String("fine\n[finished]")), 20000);
    QVERIFY(!s.bash()->messageBar()->hasMessage()); // its cause is gone

    s.type(QStringLiteral("sleep 20"));
    QTRY_VERIFY_WITH_TIMEOUT(s.bash()->cancelButton()->isEnabled(), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(s.peer->commands().size(), 3, 20000);
    QTest::mouseClick(s.bash()->cancelButton(), Qt::LeftButton);
    QVERIFY2(s.output().contains(QLatin1String("[ended: cancelled: ")), qPrintable(s.output()));
    QVERIFY(!s.bash()->cancelButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(s.peer->cancelled().size(), 1, 10000);
}

void TestOa1RemoteBashView::shownTextEscapesWhatATerminalWouldRun()
{
    QCOMPARE(Oa1RemoteBashView::shownText("a\r\nb\tc\x1b]0;title\x07"),
             QStringLiteral("a\nb\tc\\x1b]0;title\\x07"));
    QCOMPARE(Oa1RemoteBashView::shownText("\xff\xc3\xa9\xc3"), QStringLiteral("\\xffé\\xc3"));
    QCOMPARE(Oa1RemoteBashView::shownText("\xe2\x80\xae"), QStringLiteral("\\u202e"));
}

QTEST_MAIN(TestOa1RemoteBashView)
#include "TestOa1RemoteBashView.moc"
