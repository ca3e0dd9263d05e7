#pragma once
// The one translation context of this module ("icrp"): every string a person reads goes
// through icrp::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icrp {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icrp)
};

} // namespace icrp
