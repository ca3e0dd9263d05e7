#pragma once
// The one translation context of the HTTP framing ("icnet"): every string a person reads goes
// through icnet::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icnet {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icnet)
};

} // namespace icnet
