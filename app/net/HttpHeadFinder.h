#pragma once
// Finds where a message head ends ("\r\n\r\n") at the front of a connection's buffer, bounded
// in size: what every reader of HTTP/1.1 heads in the program does first. It remembers how far
// it searched, so a head that comes a byte at a time costs time in its size, not the square of
// it. A server skips empty lines before a request (RFC 9112 §2.2); a client reads an answer
// as it comes.

#include <QByteArray>

namespace icnet {

class HttpHeadFinder
{
public:
    enum class BlankLines { Skip, Keep };
    struct Found
    {
        enum Kind { More, TooLarge, Head } kind = More;
        /// Head: the whole head, its blank line included.
        QByteArray head;
        /// Bytes taken off the buffer (empty lines skipped, and the head).
        qsizetype taken = 0;
    };

    HttpHeadFinder(qint64 maxHeadBytes, BlankLines blankLines);

    /// Looks for a whole head at the front of `buffer` and takes it off; TooLarge when the head
    /// (found or not yet) is longer than the limit. Bytes before a head's end are searched once.
    Found take(QByteArray &buffer);
    /// Searches the buffer from its start next time (it was emptied or replaced).
    void reset() { m_searched = 0; }
    qint64 maxHeadBytes() const { return m_maxHeadBytes; }

private:
    qint64 m_maxHeadBytes;
    BlankLines m_blankLines;
    qsizetype m_searched = 0;
};

} // namespace icnet
