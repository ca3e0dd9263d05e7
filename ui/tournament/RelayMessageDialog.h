#pragma once
// Announce… on the Tournament page: the message an admin sends to one game or, relay-wide, to
// every game of a relay (relay/admin.announce, 1 to 500 characters). The send button is off
// while the message is empty.

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace icui {

class RelayMessageDialog : public QDialog
{
    Q_OBJECT
public:
    /// `target` says where it goes ("game-003 on Demo Relay", "every game of Demo Relay").
    RelayMessageDialog(const QString &target, QWidget *parent = nullptr);

    QLineEdit *messageField() const { return m_message; }
    QPushButton *sendButton() const { return m_send; }
    QString message() const;

private:
    QLineEdit *m_message = nullptr;
    QPushButton *m_send = nullptr;
};

} // namespace icui
