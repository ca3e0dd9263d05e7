#pragma once
// One sentence for the Match page's feed per ICRP event (docs/icrp-spec.md §9.5):
// "alice destroyed Volkov's heavy tank". Unknown events still get a line naming their type.

#include <QJsonObject>
#include <QString>

namespace icmatch {

QString describeEvent(const QString &type, const QJsonObject &data);
/// "heavy_tank" → "heavy tank".
QString readableName(const QString &snakeCase);

} // namespace icmatch
