#pragma once
// A text on one line that never widens its row past what the window has: it asks for its whole
// text's width, takes what the layout gives (down to a few characters) and, when that is less,
// shows the text cut with "…" — at its end (a state beside buttons) or in its middle (a path:
// where it is and which file it is both stay). It is never wrapped inside a word. Its accessible
// name is the whole text; the tooltip is the caller's (the whole text, or more).

#include <QLabel>

namespace icui {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr, Qt::TextElideMode mode = Qt::ElideRight,
                         int leastChars = 4);

    /// The whole text (what text() shows may be cut).
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    /// Whole whenever it fits, else cut where the mode says.
    void elide();

    QString m_full;
    Qt::TextElideMode m_mode;
    int m_leastChars;
};

} // namespace icui
