#pragma once
// Asks whether to trust a relay's TLS certificate that the system's CAs do not vouch for, as
// SSH asks about a host key it has not seen: the certificate's SHA-256 fingerprint, selectable,
// in a fixed-width font and with Copy, to compare with what the relay's admin published. A
// fingerprint that differs from the one pinned before (`changed`) is a warning — the relay made
// a new certificate, or someone else answers in its place — and Don't Trust is then the default.
// Runs through ModalDialog, so a test can read and answer the real dialog.

#include <QDialog>
#include <QString>

class QLabel;
class QPushButton;

namespace icui {

class RelayTrustDialog : public QDialog
{
    Q_OBJECT
public:
    /// True when the user chose Trust.
    static bool ask(QWidget *parent, const QString &relayName, const QString &fingerprint,
                    bool changed);

    RelayTrustDialog(const QString &relayName, const QString &fingerprint, bool changed,
                     QWidget *parent = nullptr);

    QString fingerprint() const { return m_fingerprint; }
    bool changed() const { return m_changed; }
    QLabel *fingerprintLabel() const { return m_fingerprintLabel; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *trustButton() const { return m_trust; }
    QPushButton *dontTrustButton() const { return m_dontTrust; }

    /// The fingerprint as shown: its 32 pairs on two lines of 16.
    static QString twoLines(const QString &fingerprint);

private:
    QString explanation(const QString &relayName) const;

    QString m_fingerprint;
    bool m_changed;
    QLabel *m_fingerprintLabel;
    QPushButton *m_copy;
    QPushButton *m_trust;
    QPushButton *m_dontTrust;
};

} // namespace icui
