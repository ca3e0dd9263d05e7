#include "tools/Semver.h"
#include "tools/Tr.h"

#include <QCoreApplication>

#include <utility>

namespace ictools {

namespace {

ic::Error invalid(QString message)
{
    return ic::Error{QStringLiteral("semver.invalid"), std::move(message)};
}

bool isIdentifierChar(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
           c == u'-';
}

bool isNumeric(QStringView s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

/// A core number: digits, no leading zero, fits in 64 bits.
ic::Result<quint64> parseNumber(QStringView s, const char *part)
{
    if (!isNumeric(s))
        return invalid(Tr::tr("the %1 number must be digits only").arg(QLatin1String(part)));
    if (s.size() > 1 && s.front() == u'0')
        return invalid(
            Tr::tr("the %1 number must not have leading zeros").arg(QLatin1String(part)));
    bool ok = false;
    const quint64 value = s.toULongLong(&ok);
    if (!ok)
        return invalid(Tr::tr("the %1 number is too large").arg(QLatin1String(part)));
    return value;
}

/// Dot-separated identifiers of a pre-release (numeric ones without leading zeros) or of
/// build metadata (any).
ic::Result<QStringList> parseIdentifiers(QStringView s, bool preRelease)
{
    QStringList out;
    for (QStringView id : s.split(u'.')) {
        if (id.isEmpty())
            return invalid(preRelease ? Tr::tr("the pre-release part has an empty identifier")
                                      : Tr::tr("the build part has an empty identifier"));
        for (QChar c : id) {
            if (!isIdentifierChar(c))
                return invalid(Tr::tr("\"%1\" may contain only ASCII letters, digits and '-'")
                                   .arg(id.toString()));
        }
        if (preRelease && isNumeric(id) && id.size() > 1 && id.front() == u'0')
            return invalid(Tr::tr("the numeric pre-release identifier \"%1\" must not have leading "
                                  "zeros")
                               .arg(id.toString()));
        out << id.toString();
    }
    return out;
}

/// Compares numeric identifiers of any length without overflow.
std::strong_ordering compareNumeric(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return a.size() <=> b.size();
    const int c = a.compare(b);
    return c <=> 0;
}

std::strong_ordering compareIdentifier(const QString &a, const QString &b)
{
    const bool an = isNumeric(a);
    const bool bn = isNumeric(b);
    if (an && bn)
        return compareNumeric(a, b);
    if (an != bn)
        return an ? std::strong_ordering::less : std::strong_ordering::greater;
    // ASCII order (both are ASCII: letters, digits, '-').
    const int c = a.compare(b, Qt::CaseSensitive);
    return c <=> 0;
}

} // namespace

Semver::Semver(quint64 major, quint64 minor, quint64 patch, QStringList preRelease,
               QStringList build)
    : m_major(major), m_minor(minor), m_patch(patch), m_preRelease(std::move(preRelease)),
      m_build(std::move(build))
{
}

ic::Result<Semver> Semver::parse(QStringView text)
{
    if (text.isEmpty())
        return invalid(Tr::tr("the version is empty"));
    QStringView rest = text;
    QStringView build;
    if (const qsizetype plus = rest.indexOf(u'+'); plus >= 0) {
        build = rest.mid(plus + 1);
        rest = rest.left(plus);
        if (build.isEmpty())
            return invalid(Tr::tr("nothing follows '+'"));
    }
    QStringView pre;
    bool hasPre = false;
    if (const qsizetype dash = rest.indexOf(u'-'); dash >= 0) {
        pre = rest.mid(dash + 1);
        rest = rest.left(dash);
        hasPre = true;
        if (pre.isEmpty())
            return invalid(Tr::tr("nothing follows '-'"));
    }
    const QList<QStringView> core = rest.split(u'.');
    if (core.size() != 3)
        return invalid(Tr::tr("it needs exactly three numbers, MAJOR.MINOR.PATCH"));
    const auto major = parseNumber(core.at(0), "major");
    if (!major)
        return major.error();
    const auto minor = parseNumber(core.at(1), "minor");
    if (!minor)
        return minor.error();
    const auto patch = parseNumber(core.at(2), "patch");
    if (!patch)
        return patch.error();
    QStringList preIds;
    if (hasPre) {
        auto ids = parseIdentifiers(pre, true);
        if (!ids)
            return ids.error();
        preIds = *ids;
    }
    QStringList buildIds;
    if (!build.isEmpty()) {
        auto ids = parseIdentifiers(build, false);
        if (!ids)
            return ids.error();
        buildIds = *ids;
    }
    return Semver(*major, *minor, *patch, preIds, buildIds);
}

QString Semver::toString() const
{
    QString s = QStringLiteral("%1.%2.%3").arg(m_major).arg(m_minor).arg(m_patch);
    if (!m_preRelease.isEmpty())
        s += u'-' + m_preRelease.join(u'.');
    if (!m_build.isEmpty())
        s += u'+' + m_build.join(u'.');
    return s;
}

std::strong_ordering operator<=>(const Semver &a, const Semver &b)
{
    if (auto c = a.m_major <=> b.m_major; c != 0)
        return c;
    if (auto c = a.m_minor <=> b.m_minor; c != 0)
        return c;
    if (auto c = a.m_patch <=> b.m_patch; c != 0)
        return c;
    // A pre-release has lower precedence than the release.
    if (a.m_preRelease.isEmpty() && b.m_preRelease.isEmpty())
        return std::strong_ordering::equal;
    if (a.m_preRelease.isEmpty())
        return std::strong_ordering::greater;
    if (b.m_preRelease.isEmpty())
        return std::strong_ordering::less;
    const qsizetype n = std::min(a.m_preRelease.size(), b.m_preRelease.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (auto c = compareIdentifier(a.m_preRelease.at(i), b.m_preRelease.at(i)); c != 0)
            return c;
    }
    return a.m_preRelease.size() <=> b.m_preRelease.size();
}

} // namespace ictools
