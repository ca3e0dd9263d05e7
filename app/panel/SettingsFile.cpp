#include "panel/SettingsFile.h"

namespace icpanel {

std::unique_ptr<QSettings> openSettings(const QString &settingsFile)
{
    if (!settingsFile.isEmpty())
        return std::make_unique<QSettings>(settingsFile, QSettings::IniFormat);
    return std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope,
                                       QStringLiteral("ic-control-panel"),
                                       QStringLiteral("ic-panel"));
}

} // namespace icpanel
