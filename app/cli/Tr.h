#pragma once
// The one translation context of this module ("iccli"): every string a person reads goes
// through iccli::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace iccli {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(iccli)
};

} // namespace iccli
