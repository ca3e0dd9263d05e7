#include "ui/overlays/PreviewConsole.h"
#include "ui/Tr.h"

namespace icui {

PreviewConsole::PreviewConsole(QWidget *parent) : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setMaximumBlockCount(kMaxLines);
    m_flush.setSingleShot(true);
    m_flush.setInterval(kFlushMs);
    connect(&m_flush, &QTimer::timeout, this, &PreviewConsole::flush);
}

void PreviewConsole::addLine(const QString &level, const QString &message, const QString &where)
{
    QString text = message.size() > kMaxLineChars
                       ? message.left(kMaxLineChars) + Tr::tr(" … (%n more character(s))", nullptr,
                                                              int(message.size() - kMaxLineChars))
                       : message;
    // One block per message: a message's own line breaks would make it many.
    text.replace(QLatin1Char('\n'), QChar(0x21B5));
    const QString shortWhere = where.left(200);
    m_pending.append(shortWhere.isEmpty()
                         ? QStringLiteral("%1: %2").arg(level, text)
                         : QStringLiteral("%1: %2 (%3)").arg(level, text, shortWhere));
    if (m_pending.size() > kMaxLines) {
        m_dropped += m_pending.size() - kMaxLines;
        m_pending.erase(m_pending.begin(), m_pending.end() - kMaxLines);
    }
    if (!m_flush.isActive())
        m_flush.start();
}

void PreviewConsole::flush()
{
    if (m_dropped > 0) {
        appendPlainText(Tr::tr("… %n line(s) not shown: the page said too much at once", nullptr,
                               int(qMin<qint64>(m_dropped, INT_MAX))));
        m_dropped = 0;
    }
    appendPlainText(m_pending.join(QLatin1Char('\n')));
    m_pending.clear();
}

} // namespace icui
