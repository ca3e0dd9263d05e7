#include "cli/ConnectionOptions.h"
#include "cli/Tr.h"
#include "common/DefaultPorts.h"

#include "cli/PasswordSource.h"

#include <QCoreApplication>
#include <cmath>

namespace iccli {

namespace {

const QString DefaultUrl = ic::defaultGameUrl().toString();

ic::Error usage(const QString &message)
{
    return ic::Error{QStringLiteral("cli.usage"), message};
}

} // namespace

ConnectionOptions::ConnectionOptions(bool withTimeout, bool withMessagePack)
    : m_withTimeout(withTimeout), m_withMessagePack(withMessagePack),
      m_url(QStringLiteral("url"), QString(), QStringLiteral("URL")),
      m_tier(QStringLiteral("tier"), QString(), QStringLiteral("TIER"), QStringLiteral("observer")),
      m_timeout(QStringLiteral("timeout"), QString(), QStringLiteral("SECONDS"),
                QStringLiteral("10")),
      m_msgpack(QStringLiteral("msgpack"))
{
}

void ConnectionOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOption(m_url);
    parser.addOption(m_tier);
    if (m_withTimeout)
        parser.addOption(m_timeout);
    if (m_withMessagePack)
        parser.addOption(m_msgpack);
}

QString ConnectionOptions::defaultUrl(const QProcessEnvironment &environment)
{
    const QString fromEnv = environment.value(QStringLiteral("ICRP_URL"));
    return fromEnv.isEmpty() ? DefaultUrl : fromEnv;
}

ic::Result<icrp::IcrpClient::Options>
ConnectionOptions::read(const QCommandLineParser &parser,
                        const QProcessEnvironment &environment) const
{
    icrp::IcrpClient::Options o;
    const QString urlText = parser.isSet(m_url) ? parser.value(m_url) : defaultUrl(environment);
    const QUrl url(urlText, QUrl::StrictMode);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")) ||
        url.host().isEmpty()) {
        return usage(Tr::tr("\"%1\" is not a WebSocket address like %2.").arg(urlText, DefaultUrl));
    }
    if (!url.userInfo().isEmpty()) {
        return usage(Tr::tr("Put no user or password in the URL; set ICRP_PASSWORD instead."));
    }
    o.url = url;

    const QString tierText = parser.value(m_tier);
    const auto tier = icrp::parseTier(tierText);
    if (!tier) {
        return usage(
            Tr::tr("Unknown tier \"%1\". Tiers: %2.")
                .arg(tierText, icrp::tierNames(icrp::access::Everyone).join(QLatin1String(", "))));
    }
    o.tier = *tier;

    if (m_withTimeout) {
        bool ok = false;
        const double seconds = parser.value(m_timeout).toDouble(&ok);
        if (!ok || !std::isfinite(seconds) || seconds <= 0 || seconds > 86400) {
            return usage(Tr::tr("--timeout wants a number of seconds above 0, not \"%1\".")
                             .arg(parser.value(m_timeout)));
        }
        const auto ms =
            std::chrono::milliseconds(std::max<qint64>(1, std::llround(seconds * 1000)));
        o.handshakeTimeout = ms;
        o.defaultCallTimeout = ms;
    }

    o.messagePack = m_withMessagePack && parser.isSet(m_msgpack);
    o.password = PasswordSource(environment).fromEnvironment();
    o.clientName = QStringLiteral("ic-tool");
    o.clientVersion = QStringLiteral(IC_VERSION);
    return o;
}

QString ConnectionOptions::helpText() const
{
    QString text = Tr::tr("  --url URL        the game's remote API (default: $ICRP_URL, else %1)\n"
                          "  --tier TIER      observer (default), admin, mod or debug\n")
                       .arg(DefaultUrl);
    if (m_withTimeout)
        text += Tr::tr("  --timeout SECONDS  how long to wait for the game (default 10)\n");
    if (m_withMessagePack)
        text += Tr::tr("  --msgpack        speak MessagePack with the game instead of JSON (the "
                       "output\n                   is the same)\n");
    text += Tr::tr(
        "\nPassword: set ICRP_PASSWORD. Without it, when the game wants a password, ic-tool\n"
        "asks on the terminal (input hidden). There is no --password option: a secret on a\n"
        "command line is visible to every user of the machine.\n");
    return text;
}

} // namespace iccli
