#include "cli/CallCommand.h"
#include "cli/Tr.h"

#include "cli/ClientConnector.h"
#include "cli/ConnectionOptions.h"
#include "cli/JsonText.h"

#include <QCommandLineParser>

namespace iccli {

using icrp::IcrpClient;
using icrp::IcrpResult;

CallCommand::CallCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

CallCommand::~CallCommand() = default;

QString CallCommand::help() const
{
    return Tr::tr(
               "Usage: ic-tool call [--url URL] [--tier TIER] [--timeout SECONDS] METHOD "
               "[JSON-PARAMS]\n"
               "\n"
               "Calls one ICRP method and prints its result as indented JSON on standard output.\n"
               "JSON-PARAMS is a JSON object, e.g. '{\"player\":\"alice\"}'.\n"
               "\n"
               "Options:\n") +
           ConnectionOptions(true).helpText() +
           Tr::tr("\n"
                  "Exit status: 0 the result was printed; 1 the game answered with an error\n"
                  "(\"error CODE: MESSAGE\" on standard error); 2 bad usage, no connection or no "
                  "answer.\n"
                  "\n"
                  "Examples:\n"
                  "  ic-tool call ic/match.info\n"
                  "  ic-tool call --tier admin ic/remote.status\n"
                  "  ic-tool call ic/player.profile '{\"player\":\"alice\"}'\n");
}

void CallCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const ConnectionOptions connection(true);
    connection.addTo(parser);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        usageError(Tr::tr("which method? e.g. ic-tool call ic/match.info"));
        return;
    }
    if (positional.size() > 2) {
        usageError(
            Tr::tr("too many arguments: give METHOD and at most one JSON-PARAMS (quote it)."));
        return;
    }
    m_method = positional.at(0);
    if (positional.size() == 2) {
        const auto params = JsonText::parseParams(positional.at(1));
        if (!params) {
            usageError(params.error().message);
            return;
        }
        m_params = *params;
    }
    const auto options = connection.read(parser, environment());
    if (!options) {
        usageError(options.error().message);
        return;
    }
    IcrpClient::Options o = *options;
    o.autoReconnect = false;
    m_timeout = o.defaultCallTimeout;

    m_connector = new ClientConnector(console(), o, this);
    connect(m_connector, &ClientConnector::ready, this, [this] { send(); });
    connect(m_connector, &ClientConnector::gaveUp, this, [this](int code) { finish(code); });
    m_connector->start();
}

void CallCommand::send()
{
    m_connector->client()->call(
        m_method, m_params,
        [this](const IcrpResult &r) {
            if (r.ok) {
                console().out(JsonText::format(r.result, true));
                finish(Success);
                return;
            }
            if (r.code == IcrpResult::TimedOut || r.code == IcrpResult::NotConnected) {
                console().err(r.message);
                finish(Failure);
                return;
            }
            console().err(QStringLiteral("error %1: %2").arg(r.code).arg(r.message));
            if (!r.data.isUndefined() && !r.data.isNull())
                console().err(QStringLiteral("data: %1").arg(JsonText::format(r.data, false)));
            finish(IcrpError);
        },
        m_timeout);
}

} // namespace iccli
