#include "history/Plural.h"

namespace ichistory {

QString plural(QString translated, qint64 n)
{
    const bool one = n == 1;
    translated.replace(QLatin1String("(es)"), one ? QString() : QStringLiteral("es"));
    translated.replace(QLatin1String("(s)"), one ? QString() : QStringLiteral("s"));
    return translated;
}

} // namespace ichistory
