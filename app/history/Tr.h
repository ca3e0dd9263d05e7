#pragma once
// The one translation context of this module ("ichistory").

#include <QCoreApplication>

namespace ichistory {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ichistory)
};

} // namespace ichistory
