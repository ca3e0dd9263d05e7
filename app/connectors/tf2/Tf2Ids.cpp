#include "connectors/tf2/Tf2Ids.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace icconnectors::tf2 {

QString newRequestId(const QString &previous)
{
    QString id;
    do {
        const quint32 bits = QRandomGenerator::global()->generate();
        id = QStringLiteral("%1").arg(bits, 8, 16, QLatin1Char('0'));
    } while (id == previous);
    return id;
}

bool isRequestId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9a-fA-F]{8}$"));
    return pattern.match(id).hasMatch();
}

} // namespace icconnectors::tf2
