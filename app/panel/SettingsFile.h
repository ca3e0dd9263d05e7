#pragma once
// Opens the panel's QSettings: a given INI file, or the user's settings of the application.

#include <QSettings>
#include <memory>

namespace icpanel {

std::unique_ptr<QSettings> openSettings(const QString &settingsFile);

} // namespace icpanel
