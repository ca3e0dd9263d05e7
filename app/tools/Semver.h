#pragma once
// A Semantic Versioning 2.0.0 version (MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]): a strict
// parser and the precedence order of the specification (pre-release below release,
// identifiers compared numerically or in ASCII order, build metadata ignored).

#include "common/Result.h"

#include <QString>
#include <QStringList>
#include <compare>

namespace ictools {

class Semver
{
public:
    Semver() = default;
    Semver(quint64 major, quint64 minor, quint64 patch, QStringList preRelease = {},
           QStringList build = {});

    /// Parses `text`; on failure the error (code "semver.invalid") says why.
    static ic::Result<Semver> parse(QStringView text);

    quint64 major() const { return m_major; }
    quint64 minor() const { return m_minor; }
    quint64 patch() const { return m_patch; }
    const QStringList &preRelease() const { return m_preRelease; }
    const QStringList &build() const { return m_build; }
    bool isPreRelease() const { return !m_preRelease.isEmpty(); }

    QString toString() const;

    /// Precedence (build metadata does not count): 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-beta
    /// < 1.0.0-rc.1 < 1.0.0.
    friend std::strong_ordering operator<=>(const Semver &a, const Semver &b);
    /// Equal precedence (so 1.0.0+a == 1.0.0+b).
    friend bool operator==(const Semver &a, const Semver &b)
    {
        return (a <=> b) == std::strong_ordering::equal;
    }

private:
    quint64 m_major = 0;
    quint64 m_minor = 0;
    quint64 m_patch = 0;
    QStringList m_preRelease;
    QStringList m_build;
};

} // namespace ictools
