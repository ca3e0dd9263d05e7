#pragma once
// A preview's console: what the page's scripts said (console.log, errors, blocked
// connections), for the tool's author. A page may say a great deal — a hostile or broken one
// floods it with long lines — so each line is cut (kMaxLineChars), lines are gathered and shown
// together a few times a second, and only the newest kMaxLines are kept; how many were left out
// is said instead of them.

#include <QPlainTextEdit>
#include <QStringList>
#include <QTimer>

namespace icui {

class PreviewConsole : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// Lines kept and shown.
    static constexpr int kMaxLines = 200;
    /// The longest line shown, in characters; the rest is cut.
    static constexpr int kMaxLineChars = 1024;
    /// How often gathered lines are shown.
    static constexpr int kFlushMs = 200;

    explicit PreviewConsole(QWidget *parent = nullptr);

    /// A line the page said; `level` is "error", "warning" or "info", `where` "file.js:12".
    void addLine(const QString &level, const QString &message, const QString &where);

private:
    void flush();

    QStringList m_pending;
    /// Lines that went before they were shown (more than kMaxLines came between two flushes).
    qint64 m_dropped = 0;
    QTimer m_flush;
};

} // namespace icui
