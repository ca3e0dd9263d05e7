#include "Semver.h"

namespace ictools {

Semver::Semver(quint64 major, quint64 minor, quint64 patch, QStringList preRelease,
               QStringList build)
    : m_major(major), m_minor(minor), m_patch(patch), m_preRelease(std::move(preRelease)),
      m_build(std::move(build))
{
}

std::optional<Semver> Semver::parse(QStringView, QString *)
{
    return std::nullopt; // TODO
}

QString Semver::toString() const
{
    return QStringLiteral("%1.%2.%3").arg(m_major).arg(m_minor).arg(m_patch);
}

std::strong_ordering operator<=>(const Semver &a, const Semver &b)
{
    return a.m_major <=> b.m_major;
}

} // namespace ictools
