#pragma once
// What the keychain itself holds for a profile of `panel` (Panel::readPassword() answers with
// the password in use first): for the panel's integration tests.

#include "PanelProbe.h"

#include "panel/Panel.h"
#include "secrets/SecretStore.h"

#include <QTest>
#include <optional>

namespace paneltest {

inline QString keychainValue(icpanel::Panel &panel, const QString &profile)
{
    std::optional<QString> out;
    icpanel::PanelProbe::secrets(panel)->read(
        icsecrets::SecretStore::profileKey(profile),
        [&](const icsecrets::SecretResult &r) { out = r.valueOr(QString()); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 10000))
        return {};
    return *out;
}

} // namespace paneltest
