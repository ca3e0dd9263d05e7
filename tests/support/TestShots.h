#pragma once
// Pictures of what a GUI test saw, for a person to look at: saved only when IC_TEST_SHOTS names
// a folder (IC_TEST_SHOTS=/tmp/shots ctest -R TestStatusPage). Nothing is written by default:
// tests run beside each other, and as other users, and a fixed folder under /tmp would be
// shared by all of them.

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QWidget>

namespace ictest {

inline void saveShot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("IC_TEST_SHOTS");
    if (folder.isEmpty() || !widget)
        return;
    QDir().mkpath(folder);
    // The layouts as they will be on screen (a card that just lost rows shrinks first).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    widget->grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

} // namespace ictest
