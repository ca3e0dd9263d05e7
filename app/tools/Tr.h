#pragma once
// The one translation context of this module ("ictools"): every string a person reads goes
// through ictools::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace ictools {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ictools)
};

} // namespace ictools
