#pragma once
// What the Tools-page tests without a game start from: a real Panel with its settings and tools
// in the test's folder (secrets for this session only) and the observer overlay live-stats
// (ictest::ToolSpec's default) installed, then the real MainWindow over it.

#include "ui/MainWindow.h"

#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include "ToolPackages.h"

#include <QDebug>
#include <QTemporaryDir>
#include <memory>

namespace ictest {

/// The panel in `dir` with live-stats installed; null (and a warning) when that failed.
inline std::unique_ptr<icpanel::Panel> panelWithObserverTool(const QTemporaryDir &dir)
{
    icpanel::Panel::Options options;
    options.settingsFile = dir.filePath(QStringLiteral("panel.ini"));
    options.forceSessionOnlySecrets = true;
    options.toolsRoot = dir.filePath(QStringLiteral("tools"));
    auto panel = std::make_unique<icpanel::Panel>(options);
    if (!panel->toolsError().isEmpty()) {
        qWarning() << "tools:" << panel->toolsError();
        return nullptr;
    }
    const QString observer = dir.filePath(QStringLiteral("live-stats-1.0.0.icpkg"));
    if (!ToolSpec{}.write(observer) || !panel->tools()->install(observer)) {
        qWarning() << "could not install" << observer;
        return nullptr;
    }
    return panel;
}

} // namespace ictest
