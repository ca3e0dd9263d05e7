#pragma once
// The one translation context of this module ("ic"): every string a person reads goes
// through ic::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace ic {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ic)
};

} // namespace ic
