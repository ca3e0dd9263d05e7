#include "net/HttpHeadBytes.h"

#include "net/Tr.h"

#include <QList>

namespace icnet {
namespace {

/// A header's name as a person can read it: up to its colon (or the bad byte), 40 bytes at
/// most, anything unprintable shown as '?'.
QString headerNameOf(const QByteArray &line, qsizetype badAt)
{
    qsizetype end = line.indexOf(':');
    if (end < 0 || end > badAt)
        end = badAt;
    QByteArray name = line.left(std::min<qsizetype>(end, 40)).trimmed();
    for (char &c : name) {
        if (uchar(c) < 0x20 || uchar(c) >= 0x7f)
            c = '?';
    }
    return QString::fromLatin1(name);
}

} // namespace

QString headBytesProblem(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1); // the CR of its CRLF
        for (qsizetype at = 0; at < line.size(); ++at) {
            const uchar b = uchar(line.at(at));
            if (b == '\t' || (b >= 0x20 && b != 0x7f))
                continue;
            const QString hex = QStringLiteral("%1").arg(uint(b), 2, 16, QLatin1Char('0'));
            if (i == 0)
                return b == '\r' ? Tr::tr("The first line holds a bare CR (a carriage return not "
                                          "followed by a line feed), which HTTP does not allow "
                                          "(RFC 9112, section 2.2).")
                                 : Tr::tr("The first line holds the control byte 0x%1, which "
                                          "HTTP does not allow there.")
                                       .arg(hex);
            const QString name = headerNameOf(line, at);
            return b == '\r' ? Tr::tr("The header %1 holds a bare CR (a carriage return not "
                                      "followed by a line feed), which HTTP does not allow "
                                      "(RFC 9112, section 2.2).")
                                   .arg(name)
                             : Tr::tr("The header %1 holds the control byte 0x%2, which a "
                                      "header field may not contain (RFC 9110, section 5.5).")
                                   .arg(name, hex);
        }
    }
    return {};
}

} // namespace icnet
