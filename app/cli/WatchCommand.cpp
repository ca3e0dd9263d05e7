#include "cli/WatchCommand.h"
#include "cli/Tr.h"
#include "common/GameTime.h"

#include "cli/ClientConnector.h"
#include "cli/ConnectionOptions.h"
#include "cli/JsonText.h"
#include "cli/MatchRecorder.h"
#include "icrp/protocol/EventCategory.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <utility>

namespace iccli {

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
               "Usage: ic-tool watch [--url URL] [--tier TIER] [--json] [--record FILE "
               "[--force]] CATEGORY...\n"
               "\n"
               "Prints one line per event of the given categories until interrupted (Ctrl-C):\n"
               "  TIME CATEGORY TYPE {data as compact JSON}\n"
               "TIME is the game time as m:ss, as on the panel's Match page (the tick when the\n"
               "game does not say its tick rate). With --json, each line is the whole event\n"
               "object as compact JSON, with the raw \"tick\" and the \"game_time\" (m:ss).\n"
               "Connection changes go to standard error; ic-tool reconnects on its own when the\n"
               "game restarts.\n"
               "\n"
               "Categories: %1\n"
               "(admin and telemetry need --tier admin.)\n"
               "\n"
               "With --record FILE, everything watched is also written to FILE for\n"
               "ic-remote-mock --replay FILE: the events, and at the start and once a second the\n"
               "answers of ic/match.info, ic/state.query and ic/state.snapshot. Without\n"
               "categories it records every category the tier may see. Each line is written\n"
               "at once, so the file is usable however the recording ends.\n"
               "\n"
               "Options:\n"
               "  --json           print whole events as JSON\n"
               "  --record FILE    also record the match to FILE (JSON Lines)\n"
               "  --force          with --record: overwrite FILE if it exists\n")
               .arg(allCategoryNames()) +
           ConnectionOptions(false, true).helpText() +
           Tr::tr(
               "\n"
               "Exit status: 0 interrupted; 2 bad usage, or the connection failed in a way that\n"
               "reconnecting cannot fix (wrong password, session ended by the game).\n"
               "\n"
               "Examples:\n"
               "  ic-tool watch combat match\n"
               "  ic-tool watch --record match.jsonl\n");
}

void WatchCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const ConnectionOptions connection(false, true);
    connection.addTo(parser);
    const QCommandLineOption jsonOption(QStringLiteral("json"));
    const QCommandLineOption recordOption(QStringLiteral("record"), QString(),
                                          QStringLiteral("FILE"));
    const QCommandLineOption forceOption(QStringLiteral("force"));
    parser.addOptions({jsonOption, recordOption, forceOption});
    if (!parseArguments(parser, arguments))
        return;
    m_json = parser.isSet(jsonOption);
    const bool recording = parser.isSet(recordOption);
    if (parser.isSet(forceOption) && !recording) {
        usageError(Tr::tr("--force only goes with --record FILE."));
        return;
    }

    const auto options = connection.read(parser, environment());
    if (!options) {
        usageError(options.error().message);
        return;
    }
    if (!readCategories(parser.positionalArguments(), options->tier, recording))
        return;

    IcrpClient::Options o = *options;
    o.subscriptions = m_categories; // restored by the client on every reconnect
    o.autoReconnect = true;
    o.maxBackoff = std::chrono::milliseconds(5000);

    m_connector = new ClientConnector(console(), o, this);
    IcrpClient *client = m_connector->client();
    if (recording) {
        m_recorder = new MatchRecorder(client, m_categories, this);
        const QString file = parser.value(recordOption);
        if (const auto opened = m_recorder->open(file, parser.isSet(forceOption)); !opened) {
            console().err(Tr::tr("ic-tool watch: %1").arg(opened.error().message));
            finish(Failure);
            return;
        }
        connect(m_recorder, &MatchRecorder::failed, this, [this](const QString &message) {
            console().err(Tr::tr("ic-tool watch: %1").arg(message));
            m_connector->client()->close();
            finish(Failure);
        });
        console().err(Tr::tr("recording to %1").arg(file));
    }
    connect(client, &IcrpClient::eventReceived, this, &WatchCommand::onEvent);
    connect(client, &IcrpClient::stateChanged, this, [this] {
        printState();
        if (m_connector->client()->state() == IcrpClient::State::Connected)
            askTickRate();
    });
    connect(m_connector, &ClientConnector::gaveUp, this, [this](int code) {
        if (m_recorder)
            m_recorder->close();
        finish(code);
    });
    m_connector->start();
}

bool WatchCommand::readCategories(const QStringList &names, icrp::Tier tier, bool recording)
{
    const QString valid = allCategoryNames();
    if (names.isEmpty() && recording) {
        m_categories = icrp::categoryNames(icrp::categoriesVisibleTo(tier));
        return true;
    }
    if (names.isEmpty()) {
        usageError(Tr::tr("which categories? Valid categories: %1.").arg(valid));
        return false;
    }
    for (const QString &name : names) {
        const auto category = icrp::parseCategory(name);
        if (!category) {
            usageError(Tr::tr("unknown category \"%1\". Valid categories: %2.").arg(name, valid));
            return false;
        }
        if (!icrp::categoriesVisibleTo(tier).testFlag(*category)) {
            usageError(Tr::tr("the %1 category is not visible to the %2 tier; use --tier admin.")
                           .arg(name, icrp::tierName(tier)));
            return false;
        }
        if (!m_categories.contains(name))
            m_categories << name;
    }
    return true;
}

void WatchCommand::interrupt(int)
{
    if (m_recorder)
        m_recorder->close();
    if (m_connector)
        m_connector->client()->close();
    finish(Success);
}

void WatchCommand::askTickRate()
{
    m_askingRate = true;
    m_connector->client()->call(
        QStringLiteral("ic/match.info"), QJsonObject(), [this](const icrp::IcrpResult &r) {
            const int rate = r.result.toObject().value(u"tick_rate").toInt();
            m_tickRate = r.ok && rate > 0 ? rate : 0; // 0: not said
            m_askingRate = false;
            const QList<Event> held = std::exchange(m_held, {});
            for (const Event &e : held)
                onEvent(e.category, e.type, e.tick, e.data);
        });
}

void WatchCommand::onEvent(const QString &category, const QString &type, qint64 tick,
                           const QJsonObject &data)
{
    if (m_askingRate) {
        m_held.append({category, type, tick, data});
        return;
    }
    if (type == QLatin1String("game_start") && data.value(u"tick_rate").toInt() > 0)
        m_tickRate = data.value(u"tick_rate").toInt(); // a new match
    printEvent(category, type, tick, data);
}

QString WatchCommand::gameTime(qint64 tick) const
{
    return ic::gameTimeText(tick, m_tickRate);
}

void WatchCommand::printEvent(const QString &category, const QString &type, qint64 tick,
                              const QJsonObject &data)
{
    const QString time = gameTime(tick);
    if (m_json) {
        QJsonObject event{{QStringLiteral("category"), category},
                          {QStringLiteral("type"), type},
                          {QStringLiteral("tick"), double(tick)},
                          {QStringLiteral("data"), data}};
        if (!time.isEmpty())
            event.insert(QStringLiteral("game_time"), time);
        console().out(JsonText::format(event, false));
        return;
    }
    console().out(QStringLiteral("%1 %2 %3 %4")
                      .arg(time.isEmpty() ? QString::number(tick) : time, category, type,
                           JsonText::format(data, false)));
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

} // namespace iccli
