#pragma once
// The one translation context of this module ("icsecrets"): every string a person reads goes
// through icsecrets::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icsecrets {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icsecrets)
};

} // namespace icsecrets
