#include "net/HttpHead.h"

namespace icnet {

HttpHead HttpHead::parse(const QByteArray &head)
{
    HttpHead out;
    const QList<QByteArray> lines = head.split('\n');
    out.startLine = lines.value(0).trimmed();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            if (out.malformedAt < 0)
                out.malformedAt = out.fields.size();
            continue;
        }
        out.fields.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    return out;
}

QByteArray HttpHead::value(QByteArrayView name) const
{
    for (const auto &[key, value] : fields) {
        if (QByteArrayView(key).compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool HttpHead::hasToken(const QByteArray &list, QByteArrayView token)
{
    const QList<QByteArray> parts = list.split(',');
    for (const QByteArray &p : parts) {
        if (QByteArrayView(p.trimmed()).compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace icnet
