#pragma once
// The overlay host's file rules, apart from any socket: which file of a tool's folder a request
// path names (or why none may be served), its MIME type and ETag, and the security headers
// every answer carries (docs/security.md, "The overlay host").
//
// A path is refused — with nothing outside the folder ever opened — when it holds a NUL, a
// backslash, an encoded slash or backslash, a percent sign after one decoding (double
// encoding), a "." or ".." segment in any spelling, or leads through a symbolic link; and
// when what it names is not a regular file.

#include "common/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ichost {

class OverlayFiles
{
public:
    struct File
    {
        /// Absolute path of the regular file inside the folder.
        QString path;
        QByteArray mimeType;
        /// A strong validator from the file's size and modification time.
        QByteArray etag;
        qint64 size = 0;
        /// The file's modification time, milliseconds since the epoch (UTC).
        qint64 modifiedMs = 0;
    };

    /// The file `encodedPath` (the request's path as sent, percent-encoding and all) names in
    /// `folder`; "/" names `entryPoint`. Errors: "path.refused" (a traversal or encoding
    /// trick: 400), "path.not-found" (404), "path.not-a-file" (a folder, link or device: 404).
    static ic::Result<File> resolve(const QString &folder, const QByteArray &encodedPath,
                                    const QString &entryPoint);

    /// "text/html; charset=utf-8", "text/javascript; charset=utf-8", "image/png", … by
    /// extension; "application/octet-stream" for anything unknown.
    static QByteArray mimeTypeFor(const QString &fileName);

    /// Scripts, styles, images and fonts from the tool's own origin only; connections to its
    /// own origin (the gateway, ws and http) and to `networkOrigins` (what the user granted);
    /// no plugins, no framing by other sites, no form posts elsewhere.
    static QByteArray contentSecurityPolicy(const QString &toolOrigin,
                                            const QStringList &networkOrigins);

private:
    OverlayFiles() = delete;
};

} // namespace ichost
