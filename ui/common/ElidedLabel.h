#pragma once
// A one-line label that never widens its row past what the window has: it asks for its whole
// text's width, takes what the layout gives (down to a few characters) and shows its text cut
// with "…" when that is less. The whole text stays its accessible text; the tooltip is the
// caller's (set it to the whole text, or more).

#include <QLabel>

namespace icui {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// The whole text (what text() shows may be cut).
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showFitted();

    QString m_full;
};

} // namespace icui
