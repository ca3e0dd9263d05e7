#include "cli/WatchCommand.h"
#include "cli/Tr.h"

#include "cli/ClientConnector.h"
#include "cli/ConnectionOptions.h"
#include "cli/JsonText.h"
#include "icrp/protocol/EventCategory.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace ictool {

using icrp::IcrpClient;

namespace {

QString allCategoryNames()
{
    QStringList names;
    for (icrp::EventCategory c : icrp::allCategories())
        names << icrp::categoryName(c);
    return names.join(QLatin1String(", "));
}

} // namespace

WatchCommand::WatchCommand(Console &console, const QProcessEnvironment &environment,
                           QObject *parent)
    : Command(console, environment, parent)
{
}

WatchCommand::~WatchCommand() = default;

QString WatchCommand::help() const
{
    return Tr::tr(
               "Usage: ic-tool watch [--url URL] [--tier TIER] [--json] CATEGORY...\n"
               "\n"
               "Prints one line per event of the given categories until interrupted (Ctrl-C):\n"
               "  TICK CATEGORY TYPE {data as compact JSON}\n"
               "With --json, each line is the whole event object as compact JSON.\n"
               "Connection changes go to standard error; ic-tool reconnects on its own when the\n"
               "game restarts.\n"
               "\n"
               "Categories: %1\n"
               "(admin and telemetry need --tier admin.)\n"
               "\n"
               "Options:\n"
               "  --json           print whole events as JSON\n")
               .arg(allCategoryNames()) +
           ConnectionOptions(false).helpText() +
           Tr::tr(
               "\n"
               "Exit status: 0 interrupted; 2 bad usage, or the connection failed in a way that\n"
               "reconnecting cannot fix (wrong password, session ended by the game).\n"
               "\n"
               "Example:\n"
               "  ic-tool watch combat match\n");
}

void WatchCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const ConnectionOptions connection(false);
    connection.addTo(parser);
    const QCommandLineOption jsonOption(QStringLiteral("json"));
    parser.addOption(jsonOption);
    if (!parseArguments(parser, arguments))
        return;
    m_json = parser.isSet(jsonOption);

    QString error;
    const auto options = connection.read(parser, environment(), &error);
    if (!options) {
        usageError(error);
        return;
    }

    const QString valid = allCategoryNames();
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        usageError(Tr::tr("which categories? Valid categories: %1.").arg(valid));
        return;
    }
    for (const QString &name : positional) {
        const auto category = icrp::parseCategory(name);
        if (!category) {
            usageError(Tr::tr("unknown category \"%1\". Valid categories: %2.").arg(name, valid));
            return;
        }
        if (!icrp::categoriesVisibleTo(options->tier).testFlag(*category)) {
            usageError(Tr::tr("the %1 category is not visible to the %2 tier; use --tier admin.")
                           .arg(name, icrp::tierName(options->tier)));
            return;
        }
        if (!m_categories.contains(name))
            m_categories << name;
    }

    IcrpClient::Options o = *options;
    o.subscriptions = m_categories; // restored by the client on every reconnect
    o.autoReconnect = true;
    o.maxBackoff = std::chrono::milliseconds(5000);

    m_connector = new ClientConnector(console(), o, this);
    IcrpClient *client = m_connector->client();
    connect(client, &IcrpClient::eventReceived, this, &WatchCommand::printEvent);
    connect(client, &IcrpClient::stateChanged, this, [this] { printState(); });
    connect(m_connector, &ClientConnector::gaveUp, this, [this](int code) { finish(code); });
    m_connector->start();
}

void WatchCommand::interrupt(int)
{
    if (m_connector)
        m_connector->client()->close();
    finish(Success);
}

void WatchCommand::printEvent(const QString &category, const QString &type, qint64 tick,
                              const QJsonObject &data)
{
    if (m_json) {
        const QJsonObject event{{QStringLiteral("category"), category},
                                {QStringLiteral("type"), type},
                                {QStringLiteral("tick"), double(tick)},
                                {QStringLiteral("data"), data}};
        console().out(JsonText::format(event, false));
        return;
    }
    console().out(QStringLiteral("%1 %2 %3 %4")
                      .arg(QString::number(tick), category, type, JsonText::format(data, false)));
}

void WatchCommand::printState()
{
    const IcrpClient *client = m_connector->client();
    const QString url = client->options().url.toDisplayString(QUrl::RemoveUserInfo);
    switch (client->state()) {
    case IcrpClient::State::Connecting:
        console().err(Tr::tr("connecting to %1 ...").arg(url));
        break;
    case IcrpClient::State::Authenticating:
        break;
    case IcrpClient::State::Connected:
        console().err(Tr::tr("connected to %1 as %2; watching %3")
                          .arg(url, client->welcome().value(QLatin1String("tier")).toString(),
                               m_categories.join(QLatin1String(", "))));
        break;
    case IcrpClient::State::Reconnecting:
        console().err(Tr::tr("%1 Reconnecting in %2 s.")
                          .arg(client->lastError(),
                               QString::number(double(client->reconnectInMs()) / 1000.0, 'f', 1)));
        break;
    case IcrpClient::State::Disconnected:
        break; // ClientConnector prints the reason when it gives up
    }
}

} // namespace ictool
