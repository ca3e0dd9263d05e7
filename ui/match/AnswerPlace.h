#pragma once
// The Match page's one place for an answer: the admin box's (Pause, Resume, Announce, Kick,
// Match Settings) and Export's outcome, just above the admin box. The place is there from the
// start, as tall as a message bar with its buttons or two lines of text, and holds a grey
// one-line hint while no bar shows ("Admin actions and exports are answered here."); a bar
// takes exactly that place, so nothing on the page moves when an answer comes or goes (the
// nineteenth newcomer: the chart shrank by 30 px at Pause and grew back). One answer at a time:
// a bar that shows hides the other's message. Only a message longer than two lines at the
// page's width makes the place taller while it shows (rather than cut it off).

#include <QList>
#include <QPointer>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace icui {

class MessageBar;

class AnswerPlace : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerPlace(QWidget *parent = nullptr);

    /// Puts `bar` into the place (it becomes the place's child).
    void addBar(MessageBar *bar);
    /// The grey line shown while no bar is.
    QLabel *hint() const { return m_hint; }
    /// The height kept for an answer from the start.
    int reservedHeight() const { return minimumHeight(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The hint while no bar is shown; a bar shown hides the other bars' messages.
    void barShown(MessageBar *shown);
    void updateHint();
    /// The tallest of: the hint, a bar's buttons, two lines of a bar's text (with its margins).
    void updateReservedHeight();
    /// The hint's text, cut short with "…" if the page is narrower (another language).
    void elideHint();

    QGridLayout *m_layout = nullptr;
    QLabel *m_hint = nullptr;
    QString m_hintText;
    QList<QPointer<MessageBar>> m_bars;
};

} // namespace icui
