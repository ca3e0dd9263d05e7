#include "mock/MockConfig.h"
#include "common/GameConfigEditor.h"

#include <QFile>
#include <QHostAddress>

#include <toml++/toml.h>

#include <utility>

#include <string>

namespace icmock {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString typeName(toml::node_type t)
{
    switch (t) {
    case toml::node_type::none:
        return QStringLiteral("nothing");
    case toml::node_type::table:
        return QStringLiteral("a table");
    case toml::node_type::array:
        return QStringLiteral("an array");
    case toml::node_type::string:
        return QStringLiteral("a string");
    case toml::node_type::integer:
        return QStringLiteral("an integer");
    case toml::node_type::floating_point:
        return QStringLiteral("a floating-point number");
    case toml::node_type::boolean:
        return QStringLiteral("a boolean");
    case toml::node_type::date:
        return QStringLiteral("a date");
    case toml::node_type::time:
        return QStringLiteral("a time");
    case toml::node_type::date_time:
        return QStringLiteral("a date-time");
    }
    return QStringLiteral("an unknown type");
}

QString where(const QString &source, const toml::source_region &region)
{
    return QStringLiteral("%1:%2:%3").arg(source).arg(region.begin.line).arg(region.begin.column);
}

// Reads one [remote] key into the config, or explains what to write instead.
class KeyReader
{
public:
    KeyReader(const QString &source, const QString &key, const toml::node &node)
        : m_source(source), m_key(key), m_node(node)
    {
    }

    bool boolean(bool *out, QString *error) const
    {
        if (const auto *v = m_node.as_boolean()) {
            *out = v->get();
            return true;
        }
        return fail(QStringLiteral("must be true or false"), QStringLiteral("true"), error);
    }

    bool string(QString *out, const QString &example, QString *error) const
    {
        if (const auto *v = m_node.as_string()) {
            *out = qs(v->get());
            return true;
        }
        return fail(QStringLiteral("must be a string in double quotes"), example, error);
    }

    bool integer(qint64 min, qint64 max, qint64 *out, const QString &example, QString *error) const
    {
        const auto *v = m_node.as_integer();
        const QString range =
            QStringLiteral("must be a whole number from %1 to %2").arg(min).arg(max);
        if (!v)
            return fail(range, example, error);
        const qint64 value = v->get();
        if (value < min || value > max) {
            if (error)
                *error = QStringLiteral("%1: [remote] %2 %3, not %4. Write for example: %2 = %5")
                             .arg(where(m_source, m_node.source()), m_key, range)
                             .arg(value)
                             .arg(example);
            return false;
        }
        *out = value;
        return true;
    }

    /// An error at this key's value (for checks beyond the type).
    QString errorAt(const QString &problem) const
    {
        return QStringLiteral("%1: [remote] %2 %3")
            .arg(where(m_source, m_node.source()), m_key, problem);
    }

private:
    bool fail(const QString &expected, const QString &example, QString *error) const
    {
        if (error)
            *error = QStringLiteral("%1: [remote] %2 %3, but it is %4. Write for example: %2 = %5")
                         .arg(where(m_source, m_node.source()), m_key, expected,
                              typeName(m_node.type()), example);
        return false;
    }

    const QString &m_source;
    QString m_key;
    const toml::node &m_node;
};

bool readKey(MockConfig &c, const KeyReader &r, const QString &key, QString *error)
{
    qint64 n = 0;
    if (key == QLatin1String("enabled"))
        return r.boolean(&c.enabled, error);
    if (key == QLatin1String("mod_tier_enabled"))
        return r.boolean(&c.modTierEnabled, error);
    if (key == QLatin1String("debug_tier_enabled")) {
        c.debugTierSet = true;
        return r.boolean(&c.debugTierEnabled, error);
    }
    if (key == QLatin1String("password"))
        return r.string(&c.password, QStringLiteral("\"a-long-random-password\""), error);
    if (key == QLatin1String("bind")) {
        QString bind;
        if (!r.string(&bind, QStringLiteral("\"127.0.0.1\""), error))
            return false;
        QHostAddress address;
        if (!address.setAddress(bind)) {
            if (error)
                *error = r.errorAt(QStringLiteral("must be an IP address, not \"%1\". Write "
                                                  "\"127.0.0.1\" (this machine only, the default) "
                                                  "or \"0.0.0.0\" (every network interface)")
                                       .arg(bind));
            return false;
        }
        c.bind = bind;
        return true;
    }
    if (key == QLatin1String("port")) {
        if (!r.integer(0, 65535, &n, QStringLiteral("19710"), error))
            return false;
        c.port = static_cast<quint16>(n);
        return true;
    }
    if (key == QLatin1String("max_connections")) {
        if (!r.integer(1, 1024, &n, QStringLiteral("8"), error))
            return false;
        c.maxConnections = static_cast<int>(n);
        return true;
    }
    if (key == QLatin1String("ranked_observer_delay_seconds")) {
        if (!r.integer(0, 86400, &n, QStringLiteral("120"), error))
            return false;
        c.rankedObserverDelaySeconds = static_cast<int>(n);
        return true;
    }
    return true;
}

} // namespace

const QStringList &MockConfig::knownKeys()
{
    static const QStringList keys{QStringLiteral("enabled"),
                                  QStringLiteral("bind"),
                                  QStringLiteral("port"),
                                  QStringLiteral("password"),
                                  QStringLiteral("max_connections"),
                                  QStringLiteral("ranked_observer_delay_seconds"),
                                  QStringLiteral("mod_tier_enabled"),
                                  QStringLiteral("debug_tier_enabled")};
    return keys;
}

ic::Result<MockConfig> MockConfig::load(const QString &path)
{
    // Not a FIFO, a device or a huge file: those would block or fill memory (issue 8).
    const ic::Result<QByteArray> text = ic::GameConfigEditor::read(path);
    if (!text)
        return ic::Error{text.error().code,
                         text.error().message +
                             QStringLiteral(" Check the path given with --config.")};
    return parse(*text, path);
}

ic::Result<MockConfig> MockConfig::parse(const QByteArray &text, const QString &sourceName)
{
    const auto invalid = [](QString why) {
        return ic::Error{QStringLiteral("config.invalid"), std::move(why)};
    };
    toml::table root;
    try {
        const std::string sourceUtf8 = sourceName.toStdString();
        root = toml::parse(std::string_view(text.constData(), static_cast<size_t>(text.size())),
                           sourceUtf8);
    } catch (const toml::parse_error &e) {
        return invalid(QStringLiteral("%1: %2. Fix the TOML syntax there (strings need double "
                                      "quotes, one key = value per line).")
                           .arg(where(sourceName, e.source()), qs(e.description())));
    }

    MockConfig config;
    const toml::node *remoteNode = root.get("remote");
    if (!remoteNode)
        return config;
    const toml::table *remote = remoteNode->as_table();
    if (!remote)
        return invalid(
            QStringLiteral("%1: remote must be a table ([remote] on a line of its own "
                           "followed by key = value lines), but it is %2.")
                .arg(where(sourceName, remoteNode->source()), typeName(remoteNode->type())));
    for (auto &&[k, node] : *remote) {
        const QString key = qs(k.str());
        if (!knownKeys().contains(key)) {
            config.warnings << QStringLiteral(
                                   "%1: unknown key [remote] %2 is ignored (known keys: %3)")
                                   .arg(where(sourceName, k.source()), key,
                                        knownKeys().join(QStringLiteral(", ")));
            continue;
        }
        QString problem;
        if (!readKey(config, KeyReader(sourceName, key, node), key, &problem))
            return invalid(problem);
    }
    return config;
}

bool MockConfig::sameSettings(const MockConfig &o) const
{
    return enabled == o.enabled && bind == o.bind && port == o.port && password == o.password &&
           maxConnections == o.maxConnections &&
           rankedObserverDelaySeconds == o.rankedObserverDelaySeconds &&
           modTierEnabled == o.modTierEnabled && debugTierEnabled == o.debugTierEnabled &&
           debugTierSet == o.debugTierSet;
}

} // namespace icmock
