#include "tools/ToolManifest.h"
#include "tools/Tr.h"

#include "tools/ManifestParser.h"

#include <QCoreApplication>

namespace ictools {

QString transportName(Transport transport)
{
    switch (transport) {
    case Transport::WebSocket:
        return QStringLiteral("websocket");
    case Transport::Http:
        return QStringLiteral("http");
    case Transport::Stdio:
        return QStringLiteral("stdio");
    }
    return {};
}

std::optional<Transport> parseTransport(QStringView name)
{
    for (Transport t : {Transport::WebSocket, Transport::Http, Transport::Stdio}) {
        if (name == transportName(t))
            return t;
    }
    return std::nullopt;
}

QString ToolManifest::manifestFileName()
{
    return QStringLiteral("tool.yaml");
}

ToolManifest::Result ToolManifest::parse(const QByteArray &yaml, const QString &fileName,
                                         const FileExists &exists)
{
    return ManifestParser(fileName, exists).run(yaml);
}

void ToolManifest::checkFiles(const FileExists &exists, QList<ManifestProblem> *problems) const
{
    const auto check = [&](const QString &path, const Position &at, const QString &label) {
        if (exists(path))
            return;
        *problems << ManifestProblem::error(
            m_fileName, at.line, at.column, QStringLiteral("missing-file"),
            Tr::tr("%1 \"%2\" is not in the package").arg(label, path),
            Tr::tr("add the file or correct the path; paths are case-sensitive"));
    };
    check(m_entryPoint, m_entryPointPosition, QStringLiteral("entry_point"));
    for (qsizetype i = 0; i < m_screenshots.size(); ++i)
        check(m_screenshots.at(i), m_screenshotPositions.value(i), QStringLiteral("screenshot"));
}

QString ToolManifest::deriveId(const QString &name)
{
    // Drop accents: decompose, then keep ASCII only.
    const QString decomposed = name.normalized(QString::NormalizationForm_KD).toLower();
    QString id;
    bool pendingDash = false;
    for (QChar c : decomposed) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            if (pendingDash && !id.isEmpty())
                id += u'-';
            pendingDash = false;
            id += c;
        } else if (c.isSpace() || c == u'-' || c == u'_' || c == u'.' || c == u'/' || c == u':' ||
                   c == u'+' || c == u'&') {
            pendingDash = true;
        }
        // Other characters (accents, punctuation, other scripts) are dropped.
    }
    if (id.size() > MaxIdLength)
        id.truncate(MaxIdLength);
    while (id.endsWith(u'-'))
        id.chop(1);
    return id;
}

bool ToolManifest::isValidId(QStringView id)
{
    if (id.size() < 2 || id.size() > MaxIdLength)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const QChar c = id.at(i);
        const bool alnum = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
        if (!alnum && !(i > 0 && c == u'-'))
            return false;
    }
    return !id.endsWith(u'-');
}

bool ToolManifest::isSafePath(QStringView path)
{
    return unsafePathReason(path).isEmpty();
}

QString ToolManifest::unsafePathReason(QStringView path)
{
    if (path.isEmpty())
        return Tr::tr("the path is empty");
    if (path.contains(u'\\'))
        return Tr::tr("it contains a backslash");
    if (path.startsWith(u'/'))
        return Tr::tr("it is an absolute path");
    if (path.size() >= 2 && path.at(1) == u':' && path.at(0).isLetter())
        return Tr::tr("it starts with a drive letter");
    for (QChar c : path) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return Tr::tr("it contains a control character");
    }
    for (QStringView segment : path.split(u'/')) {
        if (segment == u"..")
            return Tr::tr("it contains \"..\"");
        if (segment == u".")
            return Tr::tr("it contains a \".\" folder");
        if (segment.isEmpty())
            return Tr::tr("it has an empty folder name (\"//\" or a trailing '/')");
    }
    return {};
}

ic::Result<QString> ToolManifest::normaliseOrigin(QStringView text)
{
    const auto fail = [](const QString &why) -> ic::Result<QString> {
        return ic::Error{QStringLiteral("manifest.bad-origin"), why};
    };
    const qsizetype schemeEnd = text.indexOf(u"://");
    if (schemeEnd <= 0)
        return fail(Tr::tr("it has no https:// in front"));
    const QString scheme = text.left(schemeEnd).toString().toLower();
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
        return fail(Tr::tr("only https (or http for localhost) is allowed"));
    const QStringView rest = text.mid(schemeEnd + 3);
    if (rest.contains(u'*'))
        return fail(Tr::tr("wildcards are not allowed; list each host"));
    if (rest.contains(u'/'))
        return fail(Tr::tr("an origin has no path"));
    if (rest.contains(u'?') || rest.contains(u'#'))
        return fail(Tr::tr("an origin has no query or fragment"));
    if (rest.contains(u'@'))
        return fail(Tr::tr("an origin has no user name or password"));
    QStringView host = rest;
    QStringView port;
    if (rest.startsWith(u'[')) {
        const qsizetype close = rest.indexOf(u']');
        if (close < 0)
            return fail(Tr::tr("the IPv6 address has no closing ']'"));
        host = rest.left(close + 1);
        const QStringView after = rest.mid(close + 1);
        if (!after.isEmpty()) {
            if (!after.startsWith(u':'))
                return fail(Tr::tr("unexpected text after the IPv6 address"));
            port = after.mid(1);
        }
        if (host != u"[::1]")
            return fail(Tr::tr("only the loopback IPv6 address [::1] is allowed"));
    } else if (const qsizetype colon = rest.indexOf(u':'); colon >= 0) {
        host = rest.left(colon);
        port = rest.mid(colon + 1);
    }
    const QString hostName = host.toString().toLower();
    if (hostName.isEmpty())
        return fail(Tr::tr("the host is missing"));
    if (!hostName.startsWith(u'[')) {
        if (hostName.size() > 253)
            return fail(Tr::tr("the host name is too long"));
        for (QStringView label : QStringView(hostName).split(u'.')) {
            if (label.isEmpty() || label.size() > 63)
                return fail(Tr::tr("the host name has an empty or too long part"));
            for (QChar c : label) {
                const bool ok = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
                if (!ok)
                    return fail(Tr::tr("the host name may contain only letters, digits, '-' and "
                                       "'.' (write international names as xn--…)"));
            }
            if (label.startsWith(u'-') || label.endsWith(u'-'))
                return fail(Tr::tr("a part of the host name starts or ends with '-'"));
        }
    }
    int portNumber = 0;
    if (!port.isNull()) {
        bool ok = false;
        portNumber = port.toInt(&ok);
        if (!ok || portNumber < 1 || portNumber > 65535 || port.startsWith(u'+'))
            return fail(Tr::tr("the port must be a number from 1 to 65535"));
    }
    const bool loopback = hostName == QLatin1String("localhost") ||
                          hostName == QLatin1String("127.0.0.1") ||
                          hostName == QLatin1String("[::1]");
    if (scheme == QLatin1String("http") && !loopback)
        return fail(Tr::tr("plain http is allowed only for localhost; use https"));
    const int defaultPort = scheme == QLatin1String("https") ? 443 : 80;
    QString origin = scheme + QLatin1String("://") + hostName;
    if (portNumber != 0 && portNumber != defaultPort)
        origin += u':' + QString::number(portNumber);
    return origin;
}

icrp::EventCategories ToolManifest::subscriptionFlags() const
{
    icrp::EventCategories flags;
    for (icrp::EventCategory c : m_subscriptions)
        flags |= c;
    return flags;
}

bool ToolManifest::isBrowserSource() const
{
    return m_entryPoint.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
           m_entryPoint.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
}

} // namespace ictools
