#pragma once
// The one translation context of this module ("icui"): every string a person reads goes
// through icui::Tr::tr(), so translators see the module's strings together.

#include <QCoreApplication>

namespace icui {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(icui)
};

} // namespace icui
