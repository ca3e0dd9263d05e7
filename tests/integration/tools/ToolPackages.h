#pragma once
// Test helper: a valid tool package with the manifest fields a test cares about.

#include "PackageMaker.h"

#include <QStringList>

namespace ictest {

struct ToolSpec
{
    QString id = QStringLiteral("live-stats");
    QString name = QStringLiteral("Live Stats");
    QString author = QStringLiteral("OverlayDev");
    QString version = QStringLiteral("1.0.0");
    QString description = QStringLiteral("Army value and resources for OBS");
    QString tier = QStringLiteral("observer");
    QStringList subscriptions{QStringLiteral("match")};
    QStringList network;
    QByteArray page = QByteArrayLiteral("<html>v1</html>");

    QByteArray yaml() const
    {
        QString y = QStringLiteral("id: %1\nname: \"%2\"\nversion: \"%3\"\nauthor: \"%4\"\n"
                                   "description: \"%5\"\ntier: %6\ntransport: websocket\n"
                                   "entry_point: overlay/index.html\n")
                        .arg(id, name, version, author, description, tier);
        if (!subscriptions.isEmpty()) {
            y += QStringLiteral("subscriptions:\n");
            for (const QString &s : subscriptions)
                y += QStringLiteral("  - %1\n").arg(s);
        }
        if (!network.isEmpty()) {
            y += QStringLiteral("network:\n");
            for (const QString &n : network)
                y += QStringLiteral("  - \"%1\"\n").arg(n);
        }
        return y.toUtf8();
    }

    /// Writes the package to `path`.
    bool write(const QString &path) const
    {
        PackageMaker zip(path);
        zip.file("tool.yaml", yaml()).folder("overlay/").file("overlay/index.html", page);
        return zip.close();
    }
};

} // namespace ictest
