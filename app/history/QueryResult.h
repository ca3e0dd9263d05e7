#pragma once
// What ic/db.query answered: the columns, the rows (JSON values as SQLite gave them) and
// whether the game cut the rows at the limit; as CSV for a spreadsheet.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace ichistory {

struct QueryResult
{
    QStringList columns;
    QList<QJsonArray> rows;
    bool truncated = false;

    static QueryResult fromJson(const QJsonObject &answer);
    /// A cell as text: numbers as SQLite gave them, NULL as empty.
    static QString cellText(const QJsonValue &value);
    /// RFC 4180: a header row, then every row; CRLF line ends; text cells as
    /// icmatch::MatchExport::csvCell writes them (no formulas).
    QByteArray csv() const;
};

} // namespace ichistory
