#pragma once
// Match ▸ Export: the figures and the time series as one CSV file a spreadsheet opens (RFC 4180,
// UTF-8, a header row). One row per player per sample ("sample": army value and credits as the
// chart has them) and one per player with the final figures ("final"). Hidden figures are empty
// cells, never 0. Cells a spreadsheet would run as a formula (= + - @ at the start of a name)
// are written as text.

#include "common/Result.h"

#include <QString>

namespace icmatch {

class MatchModel;

class MatchExport
{
public:
    static QByteArray csv(const MatchModel &model);
    static ic::Result<void> writeCsv(const MatchModel &model, const QString &path);
};

} // namespace icmatch
