#include "relay/RelayCommandLine.h"

#include <QRegularExpression>
#include <QStandardPaths>

namespace icrelay {

namespace {

using Action = RelayCommandLine::Action;

RelayCommandLine::Result failed(const QString &why)
{
    RelayCommandLine::Result r;
    r.action = Action::Error;
    r.text = why + QLatin1Char('\n') + QStringLiteral("Try ic-relay-mock --help.");
    return r;
}

bool takesValue(const QString &name)
{
    static const QStringList kValued{
        QStringLiteral("--games"),    QStringLiteral("--port"), QStringLiteral("--seed"),
        QStringLiteral("--data-dir"), QStringLiteral("--cert"), QStringLiteral("--key"),
        QStringLiteral("--bind"),     QStringLiteral("--tier"), QStringLiteral("--expires")};
    return kValued.contains(name);
}

} // namespace

QString RelayCommandLine::defaultDataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/ic-relay-mock");
}

qint64 RelayCommandLine::parseDuration(const QString &text)
{
    static const QRegularExpression kPattern(QStringLiteral("^([0-9]{1,6})([smhd])$"));
    const auto m = kPattern.match(text.trimmed());
    if (!m.hasMatch())
        return 0;
    const qint64 n = m.captured(1).toLongLong();
    const QChar unit = m.captured(2).at(0);
    const qint64 scale = unit == u's' ? 1 : unit == u'm' ? 60 : unit == u'h' ? 3600 : 86400;
    return n * scale;
}

QString RelayCommandLine::helpText()
{
    return QStringLiteral(
               "Usage: ic-relay-mock [options]\n"
               "       ic-relay-mock token create --tier observer|admin --expires 24h [--games "
               "ID...]\n"
               "       ic-relay-mock token list\n"
               "       ic-relay-mock token revoke ID\n"
               "       ic-relay-mock approve USER-CODE [--tier observer|admin] [--expires 24h] "
               "[--games ID...]\n"
               "       ic-relay-mock deny USER-CODE\n"
               "\n"
               "A simulated community relay: N simulated matches over wss:// (TLS only), reached "
               "with\n"
               "bearer tokens only. approve and deny answer a device's sign-in (the OAuth 2.0\n"
               "device flow at https://ADDR:PORT/oauth/...) for the relay using the data folder.\n"
               "\n"
               "  --games N        games hosted at once (1 to 1000, default 8)\n"
               "  --port P         port (default 19720; 0: any free one, printed)\n"
               "  --seed S         seed of the games (default 1)\n"
               "  --data-dir D     tokens and a made certificate (default %1)\n"
               "  --cert F --key F the TLS certificate and key (PEM); without them a self-signed "
               "one\n"
               "                   is made in the data folder and its SHA-256 fingerprint printed\n"
               "  --bind A         listen on address A instead of 127.0.0.1\n"
               "  --tier T         token create, approve: observer or admin (approve: default\n"
               "                   the tier the device asked for)\n"
               "  --expires D      token create, approve: lifetime, e.g. 90s, 30m, 24h, 7d\n"
               "                   (approve: default 24h)\n"
               "  --games ID...    token create, approve: the games the token reaches (default: "
               "all)\n"
               "  -h, --help       this text\n"
               "  -v, --version    the version\n")
        .arg(defaultDataDir());
}

bool RelayCommandLine::runOption(Result &r, const QString &name, const QString &value)
{
    bool ok = false;
    if (name == QLatin1String("--games")) {
        r.options.games = value.toInt(&ok);
        return ok && r.options.games >= 1 && r.options.games <= 1000;
    }
    if (name == QLatin1String("--port")) {
        const int port = value.toInt(&ok);
        r.options.port = quint16(port);
        return ok && port >= 0 && port <= 65535;
    }
    if (name == QLatin1String("--seed")) {
        r.options.seed = value.toULongLong(&ok);
        return ok;
    }
    if (name == QLatin1String("--cert"))
        r.options.certFile = value;
    else if (name == QLatin1String("--key"))
        r.options.keyFile = value;
    else if (name == QLatin1String("--bind")) {
        r.bindGiven = true;
        return r.options.bindAddress.setAddress(value);
    } else
        return false;
    return !value.isEmpty();
}

bool RelayCommandLine::tokenOption(Result &r, const QString &name, const QStringList &values)
{
    if (name == QLatin1String("--tier")) {
        const auto tier = icrp::parseTier(values.value(0));
        r.tier = tier.value_or(icrp::Tier::Mod);
        return tier && (*tier == icrp::Tier::Observer || *tier == icrp::Tier::Admin);
    }
    if (name == QLatin1String("--expires")) {
        r.expiresInSeconds = parseDuration(values.value(0));
        return r.expiresInSeconds > 0 && r.expiresInSeconds <= 3650LL * 86400;
    }
    if (name == QLatin1String("--games")) {
        r.games = values;
        return !values.isEmpty();
    }
    return false;
}

bool RelayCommandLine::firstWords(Result &r, QStringList &args)
{
    const QString first = args.value(0);
    if (first == QLatin1String("approve") || first == QLatin1String("deny")) {
        r.action = first == QLatin1String("approve") ? Action::Approve : Action::Deny;
        r.userCode = args.value(1);
        if (r.userCode.isEmpty() || r.userCode.startsWith(QLatin1String("--"))) {
            r = failed(QStringLiteral("%1 needs the user code the device shows (e.g. BCDF-GHJK)")
                           .arg(first));
            return false;
        }
        args = args.mid(2);
        return true;
    }
    if (first != QLatin1String("token"))
        return true;
    const QString verb = args.value(1);
    r.action = verb == QLatin1String("create")   ? Action::TokenCreate
               : verb == QLatin1String("list")   ? Action::TokenList
               : verb == QLatin1String("revoke") ? Action::TokenRevoke
                                                 : Action::Error;
    if (r.action == Action::Error) {
        r = failed(QStringLiteral("token needs create, list or revoke"));
        return false;
    }
    args = args.mid(2);
    if (r.action == Action::TokenRevoke) {
        r.tokenId = args.value(0);
        if (r.tokenId.isEmpty() || r.tokenId.startsWith(QLatin1String("--"))) {
            r = failed(QStringLiteral("token revoke needs the id of a token (token list)"));
            return false;
        }
        args = args.mid(1);
    }
    return true;
}

RelayCommandLine::Result RelayCommandLine::parse(const QStringList &arguments)
{
    Result r;
    QStringList args = arguments.mid(1);
    if (!firstWords(r, args))
        return r;
    const bool token = r.action != Action::Run;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString name = args.at(i);
        if (name == QLatin1String("-h") || name == QLatin1String("--help")) {
            Result h;
            h.action = Action::ShowHelp;
            h.text = helpText();
            return h;
        }
        if (name == QLatin1String("-v") || name == QLatin1String("--version")) {
            Result v;
            v.action = Action::ShowVersion;
            v.text = QStringLiteral("ic-relay-mock %1\n").arg(QStringLiteral(IC_VERSION));
            return v;
        }
        if (!takesValue(name))
            return failed(QStringLiteral("unknown argument %1").arg(name));
        QStringList values;
        while (i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1String("--")) &&
               (values.isEmpty() || (token && name == QLatin1String("--games"))))
            values << args.at(++i);
        if (values.isEmpty())
            return failed(QStringLiteral("%1 needs a value").arg(name));
        bool ok = false;
        if (name == QLatin1String("--data-dir")) {
            r.options.dataDir = values.first();
            ok = true;
        } else if (token) {
            ok = (r.action == Action::TokenCreate || r.action == Action::Approve) &&
                 tokenOption(r, name, values);
            r.tierGiven = r.tierGiven || name == QLatin1String("--tier");
        } else {
            ok = runOption(r, name, values.first());
        }
        if (!ok)
            return failed(QStringLiteral("%1: \"%2\" is not allowed here or not valid")
                              .arg(name, values.join(QLatin1Char(' '))));
    }
    if (r.action == Action::TokenCreate && (!r.tierGiven || r.expiresInSeconds <= 0))
        return failed(
            QStringLiteral("token create needs --tier observer|admin and --expires (e.g. 24h)"));
    if (r.options.certFile.isEmpty() != r.options.keyFile.isEmpty())
        return failed(QStringLiteral("--cert and --key go together"));
    if (r.options.dataDir.isEmpty())
        r.options.dataDir = defaultDataDir();
    return r;
}

} // namespace icrelay
