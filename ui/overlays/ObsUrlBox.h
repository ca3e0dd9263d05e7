#pragma once
// How an overlay's URL gets into OBS, on its card: "Drag to OBS" first (the URL never touches
// the clipboard), then Copy URL for OBS — a secret, so it leaves the clipboard again after
// clearMs() (60 s: long enough to add a browser source in OBS, short for a token), with a
// countdown on the card, what happened at its end and Copy Again (for aftermathMs(), 10 s, or
// until the page is left; then the card says again how it works) — and the URL itself, its
// token masked until Show URL (hidden again when the page is left, or after a while).

#include <QTimer>
#include <QUrl>
#include <QWidget>
#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace icui {

class UrlDragLabel;

class ObsUrlBox : public QWidget
{
    Q_OBJECT
public:
    /// `url` gives the overlay's URL with its token (invalid while there is none yet).
    explicit ObsUrlBox(std::function<QUrl()> url, QWidget *parent = nullptr);

    /// How long a copied OBS URL stays on the clipboard (default 60 s); tests shorten it.
    static int clearMs();
    static void setClearMs(int ms);
    /// How long the card says what became of the copy (default 10 s); tests shorten it.
    static int aftermathMs();
    static void setAftermathMs(int ms);

    /// Copies the URL (the clipboard is cleared again after clearMs()) and starts the
    /// countdown; false (and nothing copied) while there is no URL yet.
    bool copy();
    /// True once the URL is known (copy() can copy it).
    bool hasUrl() const { return m_url().isValid(); }
    /// The URL changed (loaded, renewed): the field shows the new one.
    void urlChanged();
    bool isCountingDown() const { return m_tick.isActive(); }

    UrlDragLabel *dragHandle() const { return m_drag; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *copyAgainButton() const { return m_copyAgain; }
    QPushButton *showButton() const { return m_show; }
    QLineEdit *urlField() const { return m_field; }
    /// The countdown, and afterwards what became of the copy.
    QLabel *clipboardLabel() const { return m_clipboard; }

protected:
    void hideEvent(QHideEvent *event) override;

Q_SIGNALS:
    /// The URL was copied (the card logs it).
    void copied();
    /// Nothing to copy yet (the card says why).
    void noUrl();

private:
    void tick();
    void expired(bool cleared);
    void showUrl(bool shown);
    void sayIdle();
    /// The URL became `url` (Renew Token) while the old one counts down on the clipboard:
    /// clears the clipboard at once and says so.
    void dropRenewedCopy(const QUrl &url);
    /// Says what became of the copy, for aftermathMs().
    void sayAftermath(const QString &text);

    std::function<QUrl()> m_url;
    /// The copy this box made (SecretClipboard::generation()) and what it copied.
    quint64 m_generation = 0;
    QString m_copiedText;
    QTimer m_tick;
    QTimer m_aftermath;
    UrlDragLabel *m_drag = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_show = nullptr;
    QLineEdit *m_field = nullptr;
    QLabel *m_clipboard = nullptr;
    QPushButton *m_copyAgain = nullptr;
};

} // namespace icui
