// The question about a relay's certificate the system does not verify: the fingerprint shown
// in a fixed-width font over two lines, selectable, and copied whole by Copy Fingerprint;
// Return never trusts (Don't Trust is the default, as SSH wants a typed "yes": the twenty-seventh
// newcomer), Alt+T does once the user has compared; a changed one shows the fingerprint trusted
// before beside the one shown now; Escape never trusts.

#include "TestShots.h"

#include "ui/common/ModalDialog.h"
#include "ui/tournament/RelayTrustDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using icui::RelayTrustDialog;

namespace {

const QString kFingerprint = QStringLiteral("3A:0F:C2:91:7B:44:E0:1D:58:AA:6C:02:F3:9E:71:B8:"
                                            "C4:25:6D:E9:13:80:4F:A7:2B:D6:95:0C:E8:37:5A:F1");
const QString kPinned = QStringLiteral("6F:F1:FD:5E:D6:0F:CD:9E:45:90:64:D4:BF:01:01:02:"
                                       "9F:E0:30:F2:43:6B:2F:09:02:A2:B8:8C:E6:78:83:5C");

/// RelayTrustDialog::ask() answered by `key` pressed in the real dialog.
bool answerWith(Qt::Key key, bool changed, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    icui::ModalDialog::setNextHandler([key, modifiers](QDialog &dialog) {
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return int(QDialog::Rejected);
        dialog.activateWindow();
        if (!QTest::qWaitFor([&dialog] { return dialog.isActiveWindow(); }))
            return int(QDialog::Rejected);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &dialog, key,
                        modifiers);
        if (!QTest::qWaitFor([&dialog] { return !dialog.isVisible(); }))
            return int(QDialog::Rejected);
        return dialog.result();
    });
    return RelayTrustDialog::ask(nullptr, QStringLiteral("Cup Relay"), kFingerprint, changed);
}

} // namespace

class TestRelayTrustDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { icui::ModalDialog::clearNextHandler(); }

    void theFingerprintIsShownToCompareAndCopied()
    {
        RelayTrustDialog dialog(QStringLiteral("Cup Relay"), kFingerprint, false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLabel *shown = dialog.fingerprintLabel();
        QCOMPARE(shown->text(), RelayTrustDialog::twoLines(kFingerprint));
        QCOMPARE(shown->text().count(QLatin1Char('\n')), 1);
        QCOMPARE(QString(shown->text()).remove(QLatin1Char('\n')), kFingerprint);
        // Fixed width: every character as wide as any other, so pairs line up to compare.
        const QFontMetrics metrics(shown->font());
        QCOMPARE(metrics.horizontalAdvance(QLatin1Char('1')),
                 metrics.horizontalAdvance(QLatin1Char('W')));
        QVERIFY(shown->textInteractionFlags() & Qt::TextSelectableByMouse);
        QVERIFY(shown->textInteractionFlags() & Qt::TextSelectableByKeyboard);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("relayTrustText"))
                    ->text()
                    .contains(QLatin1String("Cup Relay")));
        QTest::mouseClick(dialog.copyButton(), Qt::LeftButton);
        QTRY_COMPARE(QGuiApplication::clipboard()->text(), kFingerprint);
        QVERIFY(dialog.isVisible()); // Copy does not answer the question
    }

    void returnDoesNotTrustANewCertificate() { QVERIFY(!answerWith(Qt::Key_Return, false)); }
    void altTTrustsIt() { QVERIFY(answerWith(Qt::Key_T, false, Qt::AltModifier)); }

    void aChangedCertificateIsAWarningAndReturnDoesNotTrustIt()
    {
        RelayTrustDialog dialog(QStringLiteral("Cup Relay"), kFingerprint, true);
        QVERIFY(dialog.dontTrustButton()->isDefault());
        QVERIFY(!dialog.trustButton()->isDefault());
        QVERIFY(dialog.windowTitle().contains(QLatin1String("Changed")));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("relayTrustText"))
                    ->text()
                    .contains(QLatin1String("someone else")));
        QVERIFY(!answerWith(Qt::Key_Return, true));
    }

    void aChangedCertificateShowsTheOneTrustedBeforeAndTheNewOne()
    {
        QString shownBefore;
        QString shownNow;
        QStringList captions;
        icui::ModalDialog::setNextHandler([&](QDialog &question) {
            auto *trust = qobject_cast<RelayTrustDialog *>(&question);
            if (!trust || !trust->pinnedLabel())
                return int(QDialog::Rejected);
            question.show();
            if (!QTest::qWaitForWindowExposed(&question))
                return int(QDialog::Rejected);
            if (!trust->pinnedLabel()->isVisible() || !trust->fingerprintLabel()->isVisible())
                return int(QDialog::Rejected);
            shownBefore = trust->pinnedLabel()->text();
            shownNow = trust->fingerprintLabel()->text();
            for (const QLabel *label : trust->findChildren<QLabel *>())
                captions.append(label->text());
            // Above each other, the one trusted before first: pair by pair they compare.
            if (trust->pinnedLabel()->y() >= trust->fingerprintLabel()->y())
                return int(QDialog::Rejected);
            ictest::saveShot(&question, QStringLiteral("p2-changed-certificate"));
            return int(QDialog::Accepted);
        });
        QVERIFY(RelayTrustDialog::ask(nullptr, QStringLiteral("Cup Relay"), kFingerprint, true,
                                      kPinned));
        QCOMPARE(shownBefore, RelayTrustDialog::twoLines(kPinned));
        QCOMPARE(shownNow, RelayTrustDialog::twoLines(kFingerprint));
        QVERIFY2(captions.join(u'|').contains(QLatin1String("Trusted before")),
                 qPrintable(captions.join(u'|')));
        QVERIFY(captions.join(u'|').contains(QLatin1String("Shown now")));

        // A certificate seen the first time has nothing trusted before to show.
        RelayTrustDialog first(QStringLiteral("Cup Relay"), kFingerprint, false, kPinned);
        QCOMPARE(first.pinnedLabel(), nullptr);
        RelayTrustDialog unknown(QStringLiteral("Cup Relay"), kFingerprint, true);
        QCOMPARE(unknown.pinnedLabel(), nullptr);
    }

    void escapeNeverTrusts() { QVERIFY(!answerWith(Qt::Key_Escape, false)); }
};

QTEST_MAIN(TestRelayTrustDialog)
#include "TestRelayTrustDialog.moc"
