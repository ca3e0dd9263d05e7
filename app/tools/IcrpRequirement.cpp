#include "tools/IcrpRequirement.h"
#include "tools/Tr.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ictools {

using icrp::ProtocolVersion;

namespace {

bool satisfies(const ProtocolVersion &v, const IcrpRequirement::Comparator &c)
{
    using Op = IcrpRequirement::Op;
    switch (c.op) {
    case Op::Equal:
        return v == c.version;
    case Op::Less:
        return v < c.version;
    case Op::LessOrEqual:
        return v <= c.version;
    case Op::Greater:
        return v > c.version;
    case Op::GreaterOrEqual:
        return v >= c.version;
    case Op::Caret:
        return v >= c.version && v.major == c.version.major;
    }
    return false;
}

} // namespace

ic::Result<IcrpRequirement> IcrpRequirement::parse(QStringView text)
{
    static const QRegularExpression comparator(
        QStringLiteral("^(>=|<=|>|<|=|\\^)?\\s*(\\d{1,4})\\.(\\d{1,4})$"));
    static const QRegularExpression operatorOnly(QStringLiteral("^(>=|<=|>|<|=|\\^)$"));
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    IcrpRequirement out;
    out.m_text = text.trimmed().toString();
    const QStringList parts = out.m_text.split(separators, Qt::SkipEmptyParts);
    // Join an operator written apart from its version (">= 1.0").
    QStringList joined;
    for (const QString &p : parts) {
        if (!joined.isEmpty() && operatorOnly.match(joined.last()).hasMatch())
            joined.last() += p;
        else
            joined << p;
    }
    if (joined.isEmpty())
        return ic::Error{QStringLiteral("icrp-requirement.invalid"),
                         Tr::tr("the ICRP version requirement is empty")};
    for (const QString &p : joined) {
        const QRegularExpressionMatch m = comparator.match(p);
        if (!m.hasMatch())
            return ic::Error{QStringLiteral("icrp-requirement.invalid"),
                             Tr::tr("\"%1\" is not a version comparator like >=1.0").arg(p)};
        Comparator c;
        const QString op = m.captured(1);
        if (op == QLatin1String(">="))
            c.op = Op::GreaterOrEqual;
        else if (op == QLatin1String("<="))
            c.op = Op::LessOrEqual;
        else if (op == QLatin1String(">"))
            c.op = Op::Greater;
        else if (op == QLatin1String("<"))
            c.op = Op::Less;
        else if (op == QLatin1String("^"))
            c.op = Op::Caret;
        else
            c.op = Op::Equal;
        c.version = {m.captured(2).toInt(), m.captured(3).toInt()};
        out.m_comparators << c;
    }
    return out;
}

bool IcrpRequirement::accepts(const ProtocolVersion &version) const
{
    for (const Comparator &c : m_comparators) {
        if (!satisfies(version, c))
            return false;
    }
    return true;
}

bool IcrpRequirement::isSatisfiedBy(const icrp::VersionRange &range) const
{
    // The versions that satisfy every comparator form an interval; its lowest member is the
    // range's minimum, a comparator's version or the version just after one. Trying those
    // candidates inside the range is enough.
    QList<ProtocolVersion> candidates{range.min, range.max};
    for (const Comparator &c : m_comparators) {
        candidates << c.version << ProtocolVersion{c.version.major, c.version.minor + 1}
                   << ProtocolVersion{c.version.major + 1, 0};
    }
    for (const ProtocolVersion &v : candidates) {
        if (v >= range.min && v <= range.max && accepts(v))
            return true;
    }
    return false;
}

} // namespace ictools
