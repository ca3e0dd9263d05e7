#include "PackageListing.h"

namespace ictools {

std::optional<PackageListing> PackageListing::read(const QString &, QString *)
{
    return std::nullopt; // TODO
}

} // namespace ictools
