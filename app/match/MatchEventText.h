#pragma once
// One sentence for the Match page's feed per ICRP event (docs/icrp-spec.md §9.5):
// "alice destroyed Volkov's Heavy Tank". Unknown events still get a line naming their type.
// Unit, structure and faction names of the simulated game are translated; others are shown
// as their id made readable ("gap_generator" → "Gap Generator").

#include <QJsonObject>
#include <QString>

namespace icmatch {

QString describeEvent(const QString &type, const QJsonObject &data);
/// Who did it: the killer, the player, the sender or the admin (empty when nobody is named).
QString eventActor(const QString &category, const QJsonObject &data);
/// "heavy_tank" → "heavy tank".
QString readableName(const QString &snakeCase);
/// "heavy_tank" → "Heavy Tank" (translated); an unknown id as "Gap Generator".
QString unitName(const QString &id);
/// "soviet" → "Soviet" (translated); an unknown id made readable.
QString factionName(const QString &id);

} // namespace icmatch
