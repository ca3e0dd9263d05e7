#include "net/HttpHeadFinder.h"

#include <algorithm>

namespace icnet {

HttpHeadFinder::HttpHeadFinder(qint64 maxHeadBytes, BlankLines blankLines)
    : m_maxHeadBytes(maxHeadBytes), m_blankLines(blankLines)
{
}

HttpHeadFinder::Found HttpHeadFinder::take(QByteArray &buffer)
{
    Found found;
    if (m_blankLines == BlankLines::Skip) {
        qsizetype blank = 0;
        while (blank + 1 < buffer.size() && buffer.at(blank) == '\r' &&
               buffer.at(blank + 1) == '\n')
            blank += 2;
        if (blank > 0) {
            buffer.remove(0, blank);
            found.taken = blank;
            m_searched = 0;
        }
    }
    // What was searched before cannot hold the end; only its last three bytes may begin it.
    const qsizetype end = buffer.indexOf("\r\n\r\n", std::max<qsizetype>(0, m_searched - 3));
    m_searched = buffer.size();
    if ((end < 0 && buffer.size() > m_maxHeadBytes) || (end >= 0 && end + 4 > m_maxHeadBytes)) {
        found.kind = Found::TooLarge;
        return found;
    }
    if (end < 0)
        return found;
    found.kind = Found::Head;
    found.head = buffer.left(end + 4);
    buffer.remove(0, end + 4);
    found.taken += end + 4;
    m_searched = 0;
    return found;
}

} // namespace icnet
