#pragma once
// The one translation context of this module ("icpanel"): every string a person reads goes
// through icpanel::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icpanel {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icpanel)
};

} // namespace icpanel
