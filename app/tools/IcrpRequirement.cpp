#include "IcrpRequirement.h"

namespace ictools {

std::optional<IcrpRequirement> IcrpRequirement::parse(QStringView, QString *)
{
    return std::nullopt; // TODO
}

bool IcrpRequirement::accepts(const icrp::ProtocolVersion &) const
{
    return false;
}

bool IcrpRequirement::isSatisfiedBy(const icrp::VersionRange &) const
{
    return false;
}

} // namespace ictools
