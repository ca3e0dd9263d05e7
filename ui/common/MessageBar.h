#pragma once
// An inline message bar at the top of a page, as KeePassXC shows them: an icon, a sentence, an
// optional action button and a close button, tinted for information, success, warning or error
// (the tints follow a live switch between light and dark). A page shows the outcome of what the
// user just did here, and hides an error itself once its cause is gone (clearIfKind()).

#include <QWidget>
#include <functional>

class QLabel;
class QToolButton;
class QPushButton;

namespace icui {

class MessageBar : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Information, Positive, Warning, Error };
    Q_ENUM(Kind)

    explicit MessageBar(QWidget *parent = nullptr);

    /// Shows `text`; any action button set before is removed.
    void showMessage(Kind kind, const QString &text);
    /// Adds a button labelled `label` that runs `action` (and then closes the bar unless
    /// `keepOpen`).
    void setAction(const QString &label, std::function<void()> action, bool keepOpen = false);
    /// Hides the bar.
    void hideMessage();
    /// Hides the bar if it shows a message of `kind` (an error whose cause is gone).
    void clearIfKind(Kind kind);

    Kind kind() const { return m_kind; }
    QString text() const;
    /// True while a message is shown (also while the page itself is hidden).
    bool hasMessage() const { return m_shown; }
    QPushButton *actionButton() const { return m_action; }
    QToolButton *closeButton() const { return m_close; }

    /// The background tint of `kind` for a window drawn in `palette`.
    static QColor tint(Kind kind, const QPalette &palette);

Q_SIGNALS:
    void closed();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPalette surroundings() const;

    Kind m_kind = Kind::Information;
    bool m_shown = false;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_action = nullptr;
    QToolButton *m_close = nullptr;
    std::function<void()> m_run;
    bool m_keepOpen = false;
};

} // namespace icui
