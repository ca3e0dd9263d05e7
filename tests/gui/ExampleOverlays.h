#pragma once
// The example overlays as they are in the source tree (those in the build may be older), packed
// into `folder` and offered to the panel as its examples. For a test compiled with IC_SOURCE_DIR.

#include "panel/Panel.h"
#include "tools/PackageWriter.h"

#include <QDebug>
#include <QTemporaryDir>

namespace ictest {

inline void packExampleOverlays(const QTemporaryDir &folder, icpanel::Panel::Options &options)
{
    for (const QString &id : {QStringLiteral("live-stats"), QStringLiteral("kill-feed")}) {
        const QString package = folder.filePath(id + QStringLiteral(".icpkg"));
        if (const auto written = ictools::PackageWriter::write(
                QStringLiteral(IC_SOURCE_DIR "/overlays/") + id, package);
            !written)
            qWarning() << written.error().message;
        options.exampleOverlays << package;
    }
}

} // namespace ictest
