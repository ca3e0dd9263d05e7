// The question about a relay's certificate the system does not verify: the fingerprint shown
// in a fixed-width font over two lines, selectable, and copied whole by Copy Fingerprint;
// Return trusts a certificate seen the first time, but not one that differs from the pinned
// one (Don't Trust is then the default); Escape never trusts.

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

/// RelayTrustDialog::ask() answered by `key` pressed in the real dialog.
bool answerWith(Qt::Key key, bool changed)
{
    icui::ModalDialog::setNextHandler([key](QDialog &dialog) {
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return int(QDialog::Rejected);
        dialog.activateWindow();
        if (!QTest::qWaitFor([&dialog] { return dialog.isActiveWindow(); }))
            return int(QDialog::Rejected);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &dialog, key);
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

    void returnTrustsANewCertificate() { QVERIFY(answerWith(Qt::Key_Return, false)); }

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

    void escapeNeverTrusts() { QVERIFY(!answerWith(Qt::Key_Escape, false)); }
};

QTEST_MAIN(TestRelayTrustDialog)
#include "TestRelayTrustDialog.moc"
