#pragma once
// The game's databases as ic/db.schema answers: each database's tables and their columns.

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ichistory {

struct DbSchema
{
    struct Column
    {
        QString name;
        QString type;
    };
    struct Table
    {
        QString name;
        QList<Column> columns;
    };
    struct Database
    {
        QString name;
        QList<Table> tables;
    };
    QList<Database> databases;

    static DbSchema fromJson(const QJsonObject &answer);
};

} // namespace ichistory
