#pragma once
// The manifest's `icrp:` field: which ICRP protocol versions a tool works with, written as
// comparators on MAJOR.MINOR (">=1.0", ">=1.0 <2.0", "1.1", "^1.0"). The panel checks it
// against icrp::VersionRange::supported().

#include "common/Result.h"
#include "icrp/protocol/VersionRange.h"

#include <QList>
#include <QString>

namespace ictools {

class IcrpRequirement
{
public:
    enum class Op { Equal, Less, LessOrEqual, Greater, GreaterOrEqual, Caret };
    struct Comparator
    {
        Op op = Op::GreaterOrEqual;
        icrp::ProtocolVersion version;
    };

    /// Parses the text; the error "icrp-requirement.invalid" with a reason when malformed.
    static ic::Result<IcrpRequirement> parse(QStringView text);

    bool accepts(const icrp::ProtocolVersion &version) const;
    /// True when some version in `range` satisfies every comparator.
    bool isSatisfiedBy(const icrp::VersionRange &range) const;

    const QString &text() const { return m_text; }
    const QList<Comparator> &comparators() const { return m_comparators; }

private:
    QString m_text;
    QList<Comparator> m_comparators;
};

} // namespace ictools
