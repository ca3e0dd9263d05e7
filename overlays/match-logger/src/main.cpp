// Match Logger: the native example tool. IC Control Panel starts it with the gateway's address,
// the tool's id and its token in the environment (ICRP_URL, ICRP_TOOL_ID, ICRP_TOKEN — never
// on the command line), in the tool's own folder, and shows what it prints on its Log page.
// It connects as an observer tool, subscribes to match and combat events and prints one line
// per event; the panel restarts it if it dies and stops it when the tool is disabled.

#include "common/SignalWatcher.h"
#include "icrp/client/IcrpClient.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcessEnvironment>
#include <cstdio>

namespace {

void say(const QString &line, FILE *stream = stdout)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

/// "Volkov destroyed Tanya's light tank", "game_start on Fjord Crossing", …
QString describe(const QString &type, const QJsonObject &data)
{
    const auto text = [&data](const char *key) {
        return data.value(QLatin1String(key)).toString();
    };
    if (type == QLatin1String("unit_destroyed") || type == QLatin1String("building_destroyed")) {
        QString what =
            text(type == QLatin1String("unit_destroyed") ? "unit_type" : "building_type");
        what.replace(QLatin1Char('_'), QLatin1Char(' '));
        return QStringLiteral("%1 destroyed %2's %3").arg(text("killed_by"), text("owner"), what);
    }
    if (type == QLatin1String("player_join") || type == QLatin1String("player_leave"))
        return QStringLiteral("%1: %2").arg(type, text("player"));
    if (type == QLatin1String("game_start"))
        return QStringLiteral("game_start on %1").arg(text("map"));
    return type;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QUrl url(env.value(QStringLiteral("ICRP_URL")));
    const QString toolId = env.value(QStringLiteral("ICRP_TOOL_ID"));
    const QString token = env.value(QStringLiteral("ICRP_TOKEN"));
    if (!url.isValid() || toolId.isEmpty() || token.isEmpty()) {
        say(QStringLiteral("match-logger: IC Control Panel starts this tool: ICRP_URL, "
                           "ICRP_TOOL_ID and ICRP_TOKEN are not all set"),
            stderr);
        return 2;
    }
    say(QStringLiteral("match-logger: tool %1, gateway %2, token given (%3 characters), folder %4")
            .arg(toolId, url.toString())
            .arg(token.size())
            .arg(QDir::currentPath()));

    icrp::IcrpClient client;
    icrp::IcrpClient::Options options;
    options.url = url;
    options.toolId = toolId;
    options.password = token; // a tool's token answers the gateway's challenge
    options.tier = icrp::Tier::Observer;
    options.subscriptions = {QStringLiteral("match"), QStringLiteral("combat")};
    options.clientName = QStringLiteral("Match Logger");
    options.clientVersion = QStringLiteral("1.0.0");
    client.setOptions(options);

    QObject::connect(&client, &icrp::IcrpClient::connected, &client, [&client] {
        say(QStringLiteral("match-logger: connected (session %1)")
                .arg(client.welcome().value(QLatin1String("sessionId")).toString()));
    });
    QObject::connect(
        &client, &icrp::IcrpClient::eventReceived, &client,
        [](const QString &, const QString &type, qint64 tick, const QJsonObject &data) {
            say(QStringLiteral("tick %1: %2").arg(tick).arg(describe(type, data)));
        });
    QObject::connect(&client, &icrp::IcrpClient::notificationReceived, &client,
                     [](const QString &method, const QJsonObject &params) {
                         if (method == QLatin1String("ic/gateway.game"))
                             say(params.value(QLatin1String("connected")).toBool()
                                     ? QStringLiteral("match-logger: the game is back")
                                     : QStringLiteral("match-logger: the game went away"));
                     });
    QObject::connect(&client, &icrp::IcrpClient::errorOccurred, &client,
                     [](icrp::IcrpClient::Failure failure, const QString &message) {
                         say(QStringLiteral("match-logger: %1").arg(message), stderr);
                         // Removed by the panel or a stale token: end, the panel decides.
                         if (failure == icrp::IcrpClient::Failure::SessionInvalidated ||
                             failure == icrp::IcrpClient::Failure::WrongPassword ||
                             failure == icrp::IcrpClient::Failure::TierRefused)
                             QCoreApplication::exit(3);
                     });
    ic::SignalWatcher watcher;
    QObject::connect(&watcher, &ic::SignalWatcher::signalReceived, &app, [&client] {
        client.close();
        QCoreApplication::quit();
    });
    client.open();
    return app.exec();
}
