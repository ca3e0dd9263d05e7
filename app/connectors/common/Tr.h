#pragma once
// The one translation context of the connectors ("icconnectors"): every string a person reads
// goes through icconnectors::Tr::tr(), so translators see the connectors' strings together.

#include <QCoreApplication>

namespace icconnectors {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icconnectors)
};

} // namespace icconnectors
