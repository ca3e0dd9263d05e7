#pragma once
// One card of the Status page's dashboard: a title with a button to the page it sums up, a big
// line that says the one thing to know at a glance, and a few small lines under it. A coloured
// edge says whether all is well (Good), worth a look (Warning) or wrong (Error). A click
// anywhere on the card (or its button) asks for its page.

#include <QFrame>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace icui {

class StatusCard : public QFrame
{
    Q_OBJECT
public:
    enum class Tone { Neutral, Good, Warning, Error };
    Q_ENUM(Tone)

    /// `openText` labels the button to the card's page ("Match page").
    StatusCard(const QString &title, const QString &openText, QWidget *parent = nullptr);

    QLabel *titleLabel() const { return m_title; }
    QLabel *bigLine() const { return m_big; }
    QLabel *smallLines() const { return m_small; }
    QPushButton *openButton() const { return m_open; }
    /// Where a card puts widgets of its own, under the small lines.
    QVBoxLayout *body() const { return m_body; }
    /// Whether the body takes the card's spare height (a widget in it that can use the room,
    /// the Match card's trend) rather than the room staying under it (text only).
    void setBodyFills(bool fills);

    /// The big line and the small ones (one per entry; none hides them).
    void setContent(const QString &big, const QStringList &small, Tone tone = Tone::Neutral);
    Tone tone() const { return m_tone; }
    /// The edge's colour for `tone` (readable on light and dark backgrounds).
    static QColor toneColor(Tone tone, const QPalette &palette);
    /// Whether a click anywhere on the card opens its page (else only its button); true unless
    /// the card has buttons of its own.
    void setClickable(bool clickable);

Q_SIGNALS:
    void openRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    /// A child added or the card shown: the page link goes last in Tab order again.
    bool event(QEvent *event) override;

private:
    void applyFonts();
    /// The card's own buttons come before its page link in Tab order.
    void putLinkLast();

    QLabel *m_title = nullptr;
    QLabel *m_big = nullptr;
    QLabel *m_small = nullptr;
    QPushButton *m_open = nullptr;
    QVBoxLayout *m_body = nullptr;
    QVBoxLayout *m_layout = nullptr;
    Tone m_tone = Tone::Neutral;
    bool m_clickable = true;
    bool m_linkQueued = false;
};

} // namespace icui
