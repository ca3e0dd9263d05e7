#pragma once
// Asks whether to trust a relay's TLS certificate that the system's CAs do not vouch for, as
// SSH asks about a host key it has not seen: the certificate's SHA-256 fingerprint, selectable,
// in a fixed-width font and with Copy, to compare with what the relay's admin published. A
// fingerprint that differs from the one pinned before (`changed`) is a warning — the relay made
// a new certificate, or someone else answers in its place — and Don't Trust is then the default;
// the fingerprint trusted before is shown above the one shown now, so the two can be compared.
// Runs through ModalDialog, so a test can read and answer the real dialog.

#include <QDialog>
#include <QString>

class QLabel;
class QLayout;
class QPushButton;

namespace icui {

class RelayTrustDialog : public QDialog
{
    Q_OBJECT
public:
    /// True when the user chose Trust. `pinnedFingerprint`: the one trusted before, shown
    /// beside the new one when `changed`.
    static bool ask(QWidget *parent, const QString &relayName, const QString &fingerprint,
                    bool changed, const QString &pinnedFingerprint = {});

    RelayTrustDialog(const QString &relayName, const QString &fingerprint, bool changed,
                     const QString &pinnedFingerprint = {}, QWidget *parent = nullptr);

    QString fingerprint() const { return m_fingerprint; }
    bool changed() const { return m_changed; }
    QString pinnedFingerprint() const { return m_pinned; }
    /// The fingerprint shown now (the relay's certificate).
    QLabel *fingerprintLabel() const { return m_fingerprintLabel; }
    /// The fingerprint trusted before: shown only for a changed certificate, else nullptr.
    QLabel *pinnedLabel() const { return m_pinnedLabel; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *trustButton() const { return m_trust; }
    QPushButton *dontTrustButton() const { return m_dontTrust; }

    /// The fingerprint as shown: its 32 pairs on two lines of 16.
    static QString twoLines(const QString &fingerprint);

private:
    QString explanation(const QString &relayName) const;
    /// A fingerprint in a fixed-width font, selectable.
    QLabel *fingerprintView(const QString &fingerprint, const QString &objectName);
    QLayout *fingerprintRows();

    QString m_fingerprint;
    QString m_pinned;
    bool m_changed;
    QLabel *m_fingerprintLabel;
    QLabel *m_pinnedLabel = nullptr;
    QPushButton *m_copy;
    QPushButton *m_trust;
    QPushButton *m_dontTrust;
};

} // namespace icui
