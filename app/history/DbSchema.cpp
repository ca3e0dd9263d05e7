#include "history/DbSchema.h"

#include <QJsonArray>

namespace ichistory {

DbSchema DbSchema::fromJson(const QJsonObject &answer)
{
    DbSchema schema;
    for (const QJsonValue &d : answer.value(QLatin1String("databases")).toArray()) {
        Database database;
        database.name = d.toObject().value(QLatin1String("name")).toString();
        for (const QJsonValue &t : d.toObject().value(QLatin1String("tables")).toArray()) {
            Table table;
            table.name = t.toObject().value(QLatin1String("name")).toString();
            for (const QJsonValue &c : t.toObject().value(QLatin1String("columns")).toArray()) {
                table.columns << Column{c.toObject().value(QLatin1String("name")).toString(),
                                        c.toObject().value(QLatin1String("type")).toString()};
            }
            database.tables << table;
        }
        schema.databases << database;
    }
    return schema;
}

} // namespace ichistory
