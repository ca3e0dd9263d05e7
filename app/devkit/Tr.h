#pragma once
// The one translation context of this module ("icdevkit").

#include <QCoreApplication>

namespace icdevkit {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icdevkit)
};

} // namespace icdevkit
