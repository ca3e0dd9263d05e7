#pragma once
// The one translation context of this module ("ichost"): every string a person reads goes
// through ichost::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace ichost {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ichost)
};

} // namespace ichost
