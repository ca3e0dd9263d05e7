#pragma once
// What TestAddRelayDialog needs around the dialog: a relay over real TLS (the test's openssl CA)
// with its device flow on the test's clock, and a RelayHost with its own settings file and the
// session's real keychain.

#include "ProgramRun.h"
#include "RelayFixture.h"
#include "RelayTestPki.h"

#include "panel/RelayHost.h"
#include "panel/RelayProfileStore.h"
#include "relay/RelayDeviceFlow.h"
#include "secrets/SecretStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

/// A relay whose device flow runs on the test's clock; `ic-relay-mock approve|deny` decide.
struct DeviceRelay
{
    explicit DeviceRelay(const RelayTestPki &pki)
        : relay(pki), flow(relay.data.path(), relay.tokens, [this] { return now; })
    {
        if (!relay.server)
            return;
        relay.server->setHttpHandler(
            [this](const icnet::HttpRequest &request) { return flow.handle(request); });
        flow.setBaseUrl(relay.server->httpsUrl());
    }

    /// `ic-relay-mock approve|deny CODE --data-dir …` as a program; its exit code.
    int decide(const QString &verb, const QString &userCode)
    {
        const auto run =
            ictest::runProgram(QStringLiteral(IC_RELAY_PATH),
                               {verb, userCode, QStringLiteral("--data-dir"), relay.data.path()});
        said = run.err + run.out;
        return run.exitCode;
    }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(relay.port()); }

    RelayFixture relay;
    QDateTime now = QDateTime::currentDateTimeUtc();
    icrelay::RelayDeviceFlow flow;
    QString said;
};

/// The panel's side: relay profiles in a settings file of the test, tokens in the keychain.
struct PanelRelays
{
    /// `trustTestCa` false: only the system's CAs, which do not know the test's.
    PanelRelays(const RelayTestPki &pki, bool trustTestCa)
        : settingsFile(dir.filePath(QStringLiteral("panel.conf"))), store(settingsFile),
          host(store, secrets)
    {
        if (trustTestCa)
            host.setExtraCaCertificates({pki.ca()});
    }
    ~PanelRelays()
    {
        // The test's tokens leave the session's keychain before the store goes.
        const QStringList names = host.relayNames();
        for (const QString &name : names)
            host.removeRelay(name);
        for (const QString &name : names)
            if (!QTest::qWaitFor([&] { return !keychain(name); }, 10'000))
                qWarning("the test's token for a relay stayed in the keychain");
    }

    /// What the keychain holds under the relay's token key (nullopt: nothing).
    std::optional<QString> keychain(const QString &name)
    {
        std::optional<icsecrets::SecretResult> out;
        secrets.read(icpanel::RelayHost::tokenKey(name),
                     [&out](const icsecrets::SecretResult &r) { out = r; });
        if (!QTest::qWaitFor([&out] { return out.has_value(); }, 10'000) || !out->ok())
            return std::nullopt;
        return out->value();
    }
    QByteArray settingsBytes() const
    {
        QFile file(settingsFile);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    QTemporaryDir dir;
    QString settingsFile;
    icpanel::RelayProfileStore store;
    icsecrets::SecretStore secrets;
    icpanel::RelayHost host;
};
