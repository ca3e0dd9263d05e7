#pragma once
// The one translation context of this module ("icmcp"): every string a person reads goes
// through icmcp::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icmcp {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icmcp)
};

} // namespace icmcp
