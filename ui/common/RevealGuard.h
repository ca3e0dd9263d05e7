#pragma once
// Keeps a shown secret from staying on screen: unchecks a "Show" toggle when its page is hidden
// (another page, the window minimised or closed) and after hideAfterMs(). For streamers who
// share the screen.

#include <QObject>
#include <QTimer>

class QAbstractButton;
class QWidget;

namespace icui {

class RevealGuard : public QObject
{
    Q_OBJECT
public:
    /// `toggle` is the checkable Show button, `page` the widget whose hiding hides the secret.
    RevealGuard(QAbstractButton *toggle, QWidget *page);

    /// How long a secret stays shown (default 30 s); tests shorten it.
    static int hideAfterMs();
    static void setHideAfterMs(int ms);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hideSecret();

    QAbstractButton *m_toggle;
    QTimer m_timer;
};

} // namespace icui
