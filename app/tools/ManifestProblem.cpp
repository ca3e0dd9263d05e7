#include "tools/ManifestProblem.h"
#include "tools/Tr.h"

#include <QCoreApplication>

namespace ictools {

QString ManifestProblem::toString() const
{
    const QString kind = isError() ? Tr::tr("error") : Tr::tr("warning");
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    QString text = QStringLiteral("%1: %2: %3").arg(where, kind, message);
    if (!fix.isEmpty())
        text += QStringLiteral(" (%1)").arg(fix);
    return text;
}

ManifestProblem ManifestProblem::error(QString file, int line, int column, QString rule,
                                       QString message, QString fix)
{
    return {Severity::Error, std::move(file),    line,          column,
            std::move(rule), std::move(message), std::move(fix)};
}

ManifestProblem ManifestProblem::warning(QString file, int line, int column, QString rule,
                                         QString message, QString fix)
{
    return {Severity::Warning, std::move(file),    line,          column,
            std::move(rule),   std::move(message), std::move(fix)};
}

bool hasErrors(const QList<ManifestProblem> &problems)
{
    return errorCount(problems) > 0;
}

int errorCount(const QList<ManifestProblem> &problems)
{
    int n = 0;
    for (const ManifestProblem &p : problems)
        n += p.isError() ? 1 : 0;
    return n;
}

int warningCount(const QList<ManifestProblem> &problems)
{
    return int(problems.size()) - errorCount(problems);
}

} // namespace ictools
