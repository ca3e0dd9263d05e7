#pragma once
// The one translation context of this module ("relayclient"): every string a person reads goes
// through icrelayclient::Tr::tr().

#include <QCoreApplication>

namespace icrelayclient {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(relayclient)
};

} // namespace icrelayclient
