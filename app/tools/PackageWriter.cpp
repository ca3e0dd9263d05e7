#include "PackageWriter.h"

namespace ictools {

std::optional<QStringList> PackageWriter::collectFiles(const QString &, QString *)
{
    return std::nullopt; // TODO
}

bool PackageWriter::write(const QString &, const QString &, QString *)
{
    return false; // TODO
}

} // namespace ictools
