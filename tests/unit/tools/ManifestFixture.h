#pragma once
// Test helpers for tool.yaml: the example manifest of docs/icrp-spec.md §17 as lines, with a line
// replaced, removed or added, and the problems of a parse as compact "line:col severity rule"
// strings.

#include "tools/ToolManifest.h"

#include <QByteArray>
#include <QStringList>

namespace testing {

/// That example, one key per line (line numbers in comments).
inline QStringList baseLines()
{
    return {
        QStringLiteral("name: \"Live Stats Overlay\""),            // 1
        QStringLiteral("version: \"1.2.0\""),                      // 2
        QStringLiteral("author: \"OverlayDev\""),                  // 3
        QStringLiteral("description: \"OBS browser source\""),     // 4
        QStringLiteral("tier: \"observer\""),                      // 5
        QStringLiteral("transport: \"websocket\""),                // 6
        QStringLiteral("entry_point: \"overlay/index.html\""),     // 7
        QStringLiteral("subscriptions:"),                          // 8
        QStringLiteral("  - \"match\""),                           // 9
        QStringLiteral("  - \"economy\""),                         // 10
        QStringLiteral("  - \"combat\""),                          // 11
        QStringLiteral("screenshots:"),                            // 12
        QStringLiteral("  - \"screenshots/overlay-preview.png\""), // 13
    };
}

inline QByteArray join(const QStringList &lines)
{
    return (lines.join(u'\n') + u'\n').toUtf8();
}

/// The base with line `lineNumber` (1-based) replaced by `text` (which may hold newlines).
inline QByteArray replaced(int lineNumber, const QString &text)
{
    QStringList lines = baseLines();
    lines[lineNumber - 1] = text;
    return join(lines);
}

inline QByteArray without(int lineNumber)
{
    QStringList lines = baseLines();
    lines.removeAt(lineNumber - 1);
    return join(lines);
}

inline QByteArray with(const QString &extra)
{
    return join(baseLines() << extra);
}

/// "5:7 error unknown-tier", in the order reported.
inline QStringList compact(const QList<ictools::ManifestProblem> &problems)
{
    QStringList out;
    for (const ictools::ManifestProblem &p : problems)
        out << QStringLiteral("%1:%2 %3 %4")
                   .arg(p.line)
                   .arg(p.column)
                   .arg(p.isError() ? QStringLiteral("error") : QStringLiteral("warning"), p.rule);
    return out;
}

} // namespace testing
