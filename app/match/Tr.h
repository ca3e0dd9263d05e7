#pragma once
// The one translation context of this module ("icmatch").

#include <QCoreApplication>

namespace icmatch {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icmatch)
};

} // namespace icmatch
