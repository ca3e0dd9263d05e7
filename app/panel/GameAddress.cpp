#include "panel/GameAddress.h"
#include "panel/Tr.h"

#include "common/DefaultPorts.h"

#include <QHostAddress>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace icpanel {

namespace {

ic::Error addressError(const QString &message)
{
    return ic::Error{QStringLiteral("profile.url"), message};
}

/// A scheme, or what looks like one typed wrong ("htp//", "http:/"), at the start.
const QRegularExpression &schemePrefix()
{
    static const QRegularExpression re(QStringLiteral("^([A-Za-z][A-Za-z0-9+.-]*)(:/{1,3}|//)"));
    return re;
}

bool hasSpace(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSpace())
            return true;
    }
    return false;
}

bool isHostLabel(const QString &label)
{
    if (label.isEmpty() || label.startsWith(u'-') || label.endsWith(u'-'))
        return false;
    for (const QChar c : label) {
        if (!c.isLetterOrNumber() && c != u'-' && c != u'_')
            return false;
    }
    return true;
}

bool isHostName(const QString &host)
{
    if (host.startsWith(u'[') && host.endsWith(u']'))
        return QHostAddress(host.mid(1, host.size() - 2)).protocol() ==
               QAbstractSocket::IPv6Protocol;
    static const QRegularExpression dotted(QStringLiteral("^[0-9.]+$"));
    if (dotted.match(host).hasMatch())
        return QHostAddress(host).protocol() == QAbstractSocket::IPv4Protocol;
    QString name = host;
    if (name.endsWith(u'.'))
        name.chop(1);
    const QStringList labels = name.split(u'.');
    return std::all_of(labels.cbegin(), labels.cend(), isHostLabel);
}

/// What is wrong with "HOST[:PORT]" (the part between the scheme and the path).
QStringList authorityProblems(const QString &authority)
{
    QString host = authority;
    QString port;
    bool hasPort = false;
    const int close = authority.startsWith(u'[') ? authority.indexOf(u']') : -1;
    const int colon = authority.lastIndexOf(u':');
    if (colon > close) {
        host = authority.left(colon);
        port = authority.mid(colon + 1);
        hasPort = true;
    }
    QStringList problems;
    if (host.trimmed().isEmpty())
        problems << Tr::tr("The address needs a host name or IP address, for example %1.")
                        .arg(QStringLiteral("127.0.0.1"));
    else if (hasSpace(host))
        problems << Tr::tr("A host name cannot contain spaces.");
    else if (!isHostName(host))
        problems << Tr::tr("\"%1\" is not a host name or IP address.").arg(host);
    const bool digits = !port.isEmpty() && std::all_of(port.cbegin(), port.cend(), [](QChar c) {
        return c >= u'0' && c <= u'9';
    });
    const int number = digits ? port.toInt() : 0;
    if (hasPort && !digits && !port.isEmpty())
        problems << Tr::tr("The port must be a number from 1 to 65535; \"%1\" is not.").arg(port);
    else if (hasPort && (number < 1 || number > 65535))
        problems << Tr::tr("The port must be 1 to 65535.");
    return problems;
}

} // namespace

bool GameAddress::hasNoScheme(const QString &typed)
{
    const QString text = typed.trimmed();
    return !text.isEmpty() && !schemePrefix().match(text).hasMatch();
}

ic::Result<QUrl> GameAddress::parse(const QString &typed)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return addressError(Tr::tr("Type the game's address, for example %1.")
                                .arg(ic::defaultGameUrl().toString()));
    QStringList problems;
    QString scheme = QStringLiteral("ws");
    QString rest = text;
    if (const auto prefix = schemePrefix().match(text); prefix.hasMatch()) {
        scheme = prefix.captured(1).toLower();
        rest = text.mid(prefix.capturedLength());
        const bool known = scheme == QLatin1String("ws") || scheme == QLatin1String("wss");
        if (!known || prefix.captured(2) != QLatin1String("://"))
            problems << Tr::tr("Start the address with ws://, wss:// or the host name, not "
                               "\"%1\".")
                            .arg(prefix.captured(0));
    }
    static const QRegularExpression pathStart(QStringLiteral("[/?#]"));
    const int end = rest.indexOf(pathStart);
    const QString authority = end < 0 ? rest : rest.left(end);
    const QString tail = end < 0 ? QString() : rest.mid(end);
    problems << authorityProblems(authority);
    if (hasSpace(tail) && !hasSpace(authority))
        problems << Tr::tr("The address cannot contain spaces.");
    if (!problems.isEmpty())
        return addressError(problems.join(u' '));
    QUrl url(scheme + QStringLiteral("://") + rest, QUrl::StrictMode);
    if (url.isValid() && url.path().isEmpty())
        url.setPath(QStringLiteral("/"));
    // No port: the game's own (19710), not HTTP's 80. (wss:// without a port is a TLS proxy's
    // 443, as a browser would take it.)
    if (url.isValid() && url.port() < 0 && scheme == QLatin1String("ws"))
        url.setPort(ic::defaultGameUrl().port());
    if (!url.isValid() || url.host().isEmpty())
        return addressError(Tr::tr("\"%1\" is not a game address: use ws://host:port/, for "
                                   "example %2.")
                                .arg(text, ic::defaultGameUrl().toString()));
    return url;
}

ic::Result<void> GameAddress::check(const QUrl &url)
{
    const QString text = url.toString();
    const QString scheme = url.scheme();
    if (!url.isValid() || (scheme != QLatin1String("ws") && scheme != QLatin1String("wss")))
        return addressError(Tr::tr("\"%1\" is not a game address: use ws://host:port/, for "
                                   "example %2.")
                                .arg(text, ic::defaultGameUrl().toString()));
    if (const auto parsed = parse(text); !parsed)
        return parsed.error();
    return ic::success();
}

} // namespace icpanel
