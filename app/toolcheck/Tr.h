#pragma once
// The one translation context of this module ("ictoolcheck").

#include <QCoreApplication>

namespace ictoolcheck {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ictoolcheck)
};

} // namespace ictoolcheck
