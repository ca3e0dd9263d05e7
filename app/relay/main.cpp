// ic-relay-mock: a simulated community relay hosting N games over wss:// with bearer tokens
// (docs/icrp-spec.md, "Relay servers"). Exit codes: 0 after a clean shutdown or a token
// command, 1 when the certificate, the token file or the port cannot be used, 2 for bad
// arguments.

#include "common/SignalWatcher.h"
#include "common/StderrLog.h"
#include "relay/DeviceCommand.h"
#include "relay/RelayCommandLine.h"
#include "relay/RelayDeviceFlow.h"
#include "relay/RelayGameHost.h"
#include "relay/RelayMethods.h"
#include "relay/RelayServer.h"
#include "relay/TokenCommand.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTextStream>
#include <QTimer>

namespace {

ic::Result<icrelay::ServerCertificate> certificateFor(const icrelay::RelayOptions &options)
{
    if (!options.certFile.isEmpty())
        return icrelay::ServerCertificate::load(options.certFile, options.keyFile);
    return icrelay::ServerCertificate::selfSigned(options.dataDir);
}

} // namespace

int main(int argc, char *argv[])
{
    ic::logToStderr();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ic-relay-mock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IC_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    using Action = icrelay::RelayCommandLine::Action;
    const auto cli = icrelay::RelayCommandLine::parse(QCoreApplication::arguments());
    switch (cli.action) {
    case Action::ShowHelp:
    case Action::ShowVersion:
        out << cli.text;
        return 0;
    case Action::Error:
        err << "ic-relay-mock: " << cli.text << Qt::endl;
        return 2;
    case Action::TokenCreate:
    case Action::TokenList:
    case Action::TokenRevoke:
        // The command says what it did itself; the store's log lines would repeat it.
        QLoggingCategory::setFilterRules(QStringLiteral("icpanel.relay.tokens.info=false"));
        return icrelay::TokenCommand::run(cli, out, err);
    case Action::Approve:
    case Action::Deny:
        return icrelay::DeviceCommand::run(cli, out, err);
    case Action::Run:
        break;
    }

    const auto certificate = certificateFor(cli.options);
    if (!certificate) {
        err << "ic-relay-mock: " << certificate.error().message << Qt::endl;
        return 1;
    }
    auto tokens = std::make_shared<icrelay::TokenStore>(cli.options.dataDir);
    icrelay::RelayGameHost games(cli.options.games, cli.options.seed, cli.options.tickRate);
    icrelay::RelayServer server(cli.options, *certificate, tokens, &games);
    icrelay::RelayMethods::registerAll(server);
    icrelay::RelayDeviceFlow deviceFlow(cli.options.dataDir, tokens);
    server.setHttpHandler(
        [&deviceFlow](const icnet::HttpRequest &request) { return deviceFlow.handle(request); });
    if (const auto listening = server.listen(); !listening) {
        err << "ic-relay-mock: " << listening.error().message << Qt::endl;
        return 1;
    }
    games.start();
    deviceFlow.setBaseUrl(server.httpsUrl());
    err << QStringLiteral("TLS certificate SHA-256 fingerprint: %1%2")
               .arg(certificate->fingerprint(),
                    certificate->isSelfSigned() ? QStringLiteral(" (self-signed)") : QString())
        << Qt::endl;
    if (cli.bindGiven && !cli.options.bindAddress.isLoopback())
        err << QStringLiteral("Listening on %1: other machines can reach this relay.")
                   .arg(cli.options.bindAddress.toString())
            << Qt::endl;
    if (const auto listed = tokens->list(); listed && listed->isEmpty())
        err << QStringLiteral("No tokens yet: make one with ic-relay-mock token create --tier "
                              "admin --expires 24h --data-dir %1")
                   .arg(cli.options.dataDir)
            << Qt::endl;
    out << "Relay listening on " << server.url() << Qt::endl; // Qt::endl flushes

    ic::SignalWatcher shutdownSignals;
    QObject::connect(&shutdownSignals, &ic::SignalWatcher::signalReceived, &app, [&](int) {
        server.shutdown(); // closes every session with 4012
        QObject::connect(&server, &icrelay::RelayServer::sessionClosed, &app, [&] {
            if (server.connectionCount() == 0)
                QCoreApplication::quit();
        });
        if (server.connectionCount() == 0)
            QCoreApplication::quit();
        QTimer::singleShot(2000, &app, &QCoreApplication::quit);
    });
    return QCoreApplication::exec();
}
