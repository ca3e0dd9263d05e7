#include "host/OverlayFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QUrl>

namespace ichost {

namespace {

ic::Error refused(const QString &why)
{
    return ic::Error{QStringLiteral("path.refused"), why};
}

/// Why the path as sent may not be decoded and used; empty when it may.
QString encodingProblem(const QByteArray &encoded)
{
    const QByteArray lower = encoded.toLower();
    if (lower.contains("%2f") || lower.contains("%5c"))
        return QStringLiteral("an encoded slash or backslash");
    if (encoded.contains('\\'))
        return QStringLiteral("a backslash");
    if (lower.contains("%00") || encoded.contains('\0'))
        return QStringLiteral("a NUL byte");
    const QByteArray decoded = QByteArray::fromPercentEncoding(encoded);
    if (decoded.contains('%'))
        return QStringLiteral("a percent sign after decoding (double encoding)");
    if (decoded.contains('\0'))
        return QStringLiteral("a NUL byte");
    return {};
}

} // namespace

ic::Result<OverlayFiles::File> OverlayFiles::resolve(const QString &folder,
                                                     const QByteArray &encodedPath,
                                                     const QString &entryPoint)
{
    if (!encodedPath.startsWith('/'))
        return refused(QStringLiteral("the path does not start with /"));
    if (const QString problem = encodingProblem(encodedPath); !problem.isEmpty())
        return refused(QStringLiteral("the path holds %1").arg(problem));
    QString relative = QString::fromUtf8(QByteArray::fromPercentEncoding(encodedPath)).mid(1);
    if (relative.isEmpty())
        relative = entryPoint;
    const QStringList segments = relative.split(QLatin1Char('/'));
    for (const QString &segment : segments) {
        if (segment.isEmpty() || segment == QLatin1String(".") || segment == QLatin1String(".."))
            return refused(QStringLiteral("the path has an empty, \".\" or \"..\" segment"));
    }
    // Walk down from the folder, refusing links on the way: nothing outside is ever opened.
    QString current = QDir(folder).absolutePath();
    for (const QString &segment : segments) {
        current += QLatin1Char('/') + segment;
        const QFileInfo info(current);
        if (info.isSymLink())
            return ic::Error{QStringLiteral("path.not-a-file"),
                             QStringLiteral("%1 is a link").arg(relative)};
        if (!info.exists())
            return ic::Error{QStringLiteral("path.not-found"),
                             QStringLiteral("%1 is not there").arg(relative)};
    }
    const QFileInfo info(current);
    if (!info.isFile())
        return ic::Error{QStringLiteral("path.not-a-file"),
                         QStringLiteral("%1 is not a file").arg(relative)};
    File file;
    file.path = current;
    file.size = info.size();
    file.mimeType = mimeTypeFor(info.fileName());
    file.modifiedMs = info.lastModified().toMSecsSinceEpoch();
    file.etag = '"' + QByteArray::number(info.size(), 36) + '-' +
                QByteArray::number(file.modifiedMs, 36) + '"';
    return file;
}

QByteArray OverlayFiles::mimeTypeFor(const QString &fileName)
{
    static const QHash<QString, QByteArray> types = {
        {QStringLiteral("html"), "text/html; charset=utf-8"},
        {QStringLiteral("htm"), "text/html; charset=utf-8"},
        {QStringLiteral("js"), "text/javascript; charset=utf-8"},
        {QStringLiteral("mjs"), "text/javascript; charset=utf-8"},
        {QStringLiteral("css"), "text/css; charset=utf-8"},
        {QStringLiteral("json"), "application/json"},
        {QStringLiteral("map"), "application/json"},
        {QStringLiteral("txt"), "text/plain; charset=utf-8"},
        {QStringLiteral("svg"), "image/svg+xml"},
        {QStringLiteral("png"), "image/png"},
        {QStringLiteral("jpg"), "image/jpeg"},
        {QStringLiteral("jpeg"), "image/jpeg"},
        {QStringLiteral("gif"), "image/gif"},
        {QStringLiteral("webp"), "image/webp"},
        {QStringLiteral("ico"), "image/x-icon"},
        {QStringLiteral("woff"), "font/woff"},
        {QStringLiteral("woff2"), "font/woff2"},
        {QStringLiteral("ttf"), "font/ttf"},
        {QStringLiteral("otf"), "font/otf"},
        {QStringLiteral("mp3"), "audio/mpeg"},
        {QStringLiteral("ogg"), "audio/ogg"},
        {QStringLiteral("wav"), "audio/wav"},
        {QStringLiteral("webm"), "video/webm"},
        {QStringLiteral("mp4"), "video/mp4"},
        {QStringLiteral("wasm"), "application/wasm"},
    };
    return types.value(QFileInfo(fileName).suffix().toLower(), "application/octet-stream");
}

QByteArray OverlayFiles::contentSecurityPolicy(const QString &toolOrigin,
                                               const QStringList &networkOrigins)
{
    const QUrl origin(toolOrigin);
    const QString gateway = QStringLiteral("ws://%1:%2").arg(origin.host()).arg(origin.port());
    QStringList connect = {QStringLiteral("'self'"), gateway};
    connect += networkOrigins;
    return QStringLiteral("default-src 'self'; script-src 'self'; style-src 'self' "
                          "'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src "
                          "'self'; connect-src %1; object-src 'none'; base-uri 'none'; "
                          "form-action 'none'; frame-ancestors 'none'")
        .arg(connect.join(QLatin1Char(' ')))
        .toUtf8();
}

} // namespace ichost
