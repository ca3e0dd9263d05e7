#pragma once
// The part of the Add Relay dialog that shows a device sign-in under way (RFC 8628): the user
// code, large, selectable and with Copy; the relay's sign-in page as a link; what the panel is
// waiting for; and how long the code is still valid, counted down each second.

#include "relayclient/RelayDeviceLogin.h"

#include <QDeadlineTimer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace icui {

class DeviceCodeView : public QWidget
{
    Q_OBJECT
public:
    explicit DeviceCodeView(QWidget *parent = nullptr);

    /// Shows `code` and starts counting down its validity.
    void setCode(const icrelayclient::RelayDeviceLogin::Code &code);
    /// Stops the count-down and forgets the code shown.
    void clear();
    /// The sentence under the code ("Waiting for the relay's admin to approve…").
    void setStatus(const QString &text);

    QString userCode() const { return m_userCode; }
    QLabel *codeLabel() const { return m_code; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *timeLeftLabel() const { return m_timeLeft; }
    QLabel *linkLabel() const { return m_link; }
    QPushButton *copyButton() const { return m_copy; }

private:
    void showTimeLeft();

    QString m_userCode;
    QLabel *m_code;
    QPushButton *m_copy;
    QLabel *m_link;
    QLabel *m_status;
    QLabel *m_timeLeft;
    QTimer m_tick;
    QDeadlineTimer m_expires;
};

} // namespace icui
