#pragma once
// The one translation context of this module ("ictool"): every string a person reads goes
// through ictool::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace ictool {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ictool)
};

} // namespace ictool
