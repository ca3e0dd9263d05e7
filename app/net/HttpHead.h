#pragma once
// One HTTP/1.1 message head split into its start line and header fields, the one parser of
// them: lines end at LF (a CR before it is trimmed with the line's other outer whitespace),
// a field is "name: value" with both trimmed, empty lines are skipped. What the head means is
// its readers' (RequestHeadCheck for requests, HttpResponseReader for answers).

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <utility>

namespace icnet {

struct HttpHead
{
    using Field = std::pair<QByteArray, QByteArray>;

    /// The first line, trimmed ("GET / HTTP/1.1", "HTTP/1.1 200 OK").
    QByteArray startLine;
    /// The header fields in the order sent, names as sent.
    QList<Field> fields;
    /// The index in `fields` where the first line without a name (no colon, or one at its
    /// start) stood; -1 when every line had one. Such lines are not in `fields`.
    qsizetype malformedAt = -1;

    /// Splits `head` (up to and including its blank line, or less).
    static HttpHead parse(const QByteArray &head);
    /// The start line's parts at single spaces (a request line is three of them).
    QList<QByteArray> startParts() const { return startLine.split(' '); }
    /// The first value of header `name` (any case), empty when absent.
    QByteArray value(QByteArrayView name) const;
    /// Whether the comma-separated `list` holds `token` (any case): "keep-alive, Upgrade".
    static bool hasToken(const QByteArray &list, QByteArrayView token);
};

} // namespace icnet
