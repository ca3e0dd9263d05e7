#include "WindowFixture.h"
#include "ResultCheck.h"

#include "ui/common/AltKeyFilter.h"
#include "ui/common/MessageBar.h"
#include "ui/history/HistoryPage.h"
#include "ui/replay/ReplayWindow.h"

#include "ui/common/FileDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/common/PasswordPrompt.h"

#include "PanelProbe.h"
#include "TestFiles.h"
#include "panel/ConnectionsModel.h"
#include "panel/LogModel.h"
#include "panel/ProfileStore.h"
#include "secrets/SecretStore.h"

#include "history/ReplayDeck.h"
#include "icrp/client/IcrpClient.h"
#include "mock/ReplayService.h"

#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

using icpanel::Panel;

void WindowFixture::setUpWindow(const std::function<void(icpanel::Panel::Options &)> &adjust)
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    // A success bar stays while a test (slow under ASan or load) looks at it; TestMessageBar
    // tests the hiding itself.
    icui::MessageBar::setDefaultAutoHideMs(0, 0);
    // As icui::runWindow() does: an Alt+letter no shortcut took types nothing, in every window.
    icui::AltKeyFilter::install();
    icmock::MockOptions options;
    options.port = 0;
    options.password = QStringLiteral("first-Secret-9tQ4vX2m");
    // The match runs on its own clock (the server's per-tick rate limits reset with it); the
    // test also steps it with advance() where it counts events.
    options.tickRate = icmock::MockGame::kDefaultTickRate;
    options.durationSeconds = m_matchSeconds;
    options.historySeed = m_historySeed;
    options.dataDir = m_dir->filePath(QStringLiteral("game-data"));
    m_passwords << options.password;
    m_game = std::make_unique<icmock::MockGame>(options);
    IC_VERIFY_OK(m_game->start());

    Panel::Options po;
    po.settingsFile = m_dir->filePath(QStringLiteral("panel.ini"));
    po.keychainRetryDelayMs = 50;
    po.pingIntervalMs = 200;
    po.connectionsRefreshMs = 100;
    po.initialBackoffMs = 50;
    po.maxBackoffMs = 200;
    po.configResetRetryMs = 50;
    po.configResetTimeoutMs = 10'000;
    po.toolsRoot = toolsRoot(); // never the user's own tools
    if (adjust)
        adjust(po);
    m_panel = std::make_unique<Panel>(po);
    if (m_withHost) {
        const auto started = m_panel->startHost(0);
        QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
    }

    icpanel::ConnectionProfile profile;
    profile.name = QStringLiteral("Test Game");
    profile.url = QUrl(m_game->url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->profiles()->save(profile));

    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_panel->connectWithPassword(profile.name, options.password, true);
    QTRY_COMPARE_WITH_TIMEOUT(m_panel->status(), Panel::Status::Connected, 10000);
}

void WindowFixture::tearDownWindow()
{
    m_window.reset();
    m_panel.reset();
    if (m_game)
        m_game->stop();
    m_game.reset();
    m_dir.reset();
    m_passwords.clear();
    // Answers a test set and did not use must not answer the next test's dialogs.
    icui::PasswordPrompt::clearNextAnswer();
    icui::MessageBox::setNextAnswer(QMessageBox::NoButton);
    icui::FileDialog::clearNextFileName();
    icui::ModalDialog::clearNextHandler();
}

QString WindowFixture::toolsRoot() const
{
    return m_dir->filePath(QStringLiteral("tools"));
}

quint16 WindowFixture::saveProfileWhereNothingAnswers(const QString &name)
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    icpanel::ConnectionProfile profile;
    profile.name = name;
    profile.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(port));
    profile.tier = icrp::Tier::Admin;
    return m_panel->profiles()->save(profile) ? port : 0;
}

quint16 WindowFixture::connectWhereNothingAnswers(const QString &name, const QString &password,
                                                  bool remember)
{
    const quint16 port = saveProfileWhereNothingAnswers(name);
    if (port == 0)
        return 0;
    m_passwords << password;
    m_panel->connectWithPassword(name, password, remember);
    return port;
}

bool WindowFixture::installDeskTool()
{
    const QString source = m_dir->filePath(QStringLiteral("desk"));
    return ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                             "id: desk\nname: \"Score Desk\"\nversion: \"1.0.0\"\n"
                             "author: \"Tester\"\ndescription: \"A desk\"\ntier: \"observer\"\n"
                             "transport: \"websocket\"\nentry_point: \"index.html\"\n"
                             "icrp: \">=1.0\"\nsubscriptions:\n  - \"match\"\n") &&
           ictest::writeFile(source + QStringLiteral("/index.html"), "<p>desk") &&
           installTool(source);
}

bool WindowFixture::installTool(const QString &source)
{
    const QString package =
        m_dir->filePath(QFileInfo(source).fileName() + QStringLiteral(".icpkg"));
    if (const auto written = ictools::PackageWriter::write(source, package); !written) {
        qWarning() << written.error().message;
        return false;
    }
    const auto installed = m_panel->tools()->install(package);
    if (!installed)
        qWarning() << installed.error().message;
    m_panel->noteToolsChanged();
    return bool(installed);
}

bool WindowFixture::roundTrip()
{
    bool answered = false;
    icpanel::PanelProbe::client(*m_panel)->call(
        QStringLiteral("ic/match.info"), QJsonObject{},
        [&answered](const icrp::IcrpResult &) { answered = true; });
    return QTest::qWaitFor([&answered] { return answered; }, 5000);
}

bool WindowFixture::roundTripFails()
{
    bool failed = false;
    icpanel::PanelProbe::client(*m_panel)->call(
        QStringLiteral("ic/match.info"), QJsonObject{},
        [&failed](const icrp::IcrpResult &r) { failed = !r.ok; });
    return QTest::qWaitFor([&failed] { return failed; }, 5000);
}

int WindowFixture::sessionRow(const QString &clientName) const
{
    const auto &sessions = m_panel->connections()->sessions();
    for (int i = 0; i < sessions.size(); ++i) {
        if (sessions.at(i).clientName == clientName)
            return i;
    }
    return -1;
}

void WindowFixture::startWithoutStoredPassword(const QString &name)
{
    // `name` must be this test's own: the test session's keychain is shared by every test
    // program of a run, and a password another test stored under it would be found.
    // A fresh panel (its own settings) with a profile for the same game and nothing stored.
    m_window.reset();
    m_panel.reset();
    Panel::Options po;
    po.settingsFile = m_dir->filePath(QStringLiteral("second.ini"));
    po.keychainRetryDelayMs = 50;
    po.initialBackoffMs = 50;
    po.maxBackoffMs = 200;
    m_panel = std::make_unique<Panel>(po);
    icpanel::ConnectionProfile profile;
    profile.name = name;
    profile.url = QUrl(m_game->url());
    profile.tier = icrp::Tier::Admin;
    IC_VERIFY_OK(m_panel->profiles()->save(profile));
    m_window = std::make_unique<icui::MainWindow>(*m_panel);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

QString WindowFixture::storedPassword()
{
    // The keychain itself: Panel::readPassword() answers with the password in use first, which
    // after a refusal is the refused one.
    icsecrets::SecretStore *secrets = icpanel::PanelProbe::secrets(*m_panel);
    QString held;
    bool answered = false;
    secrets->read(icsecrets::SecretStore::profileKey(m_panel->currentProfile().name),
                  [&](const icsecrets::SecretResult &r) {
                      answered = true;
                      held = r.valueOr(QString());
                  });
    if (!QTest::qWaitFor([&answered] { return answered; }, 10000))
        return {};
    return held;
}

void WindowFixture::verifyNoPasswordLeaks()
{
    QStringList roots = {m_dir->path()};
    for (const auto location :
         {QStandardPaths::GenericConfigLocation, QStandardPaths::GenericDataLocation,
          QStandardPaths::GenericCacheLocation}) {
        roots << QStandardPaths::writableLocation(location);
    }
    QStringList leaks;
    for (const QString &root : roots) {
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String("config.toml")))
                continue; // the game's own file, where the password belongs
            if (path.contains(QLatin1String("keyrings")))
                continue; // the keychain's encrypted store
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray content = file.readAll();
            for (const QString &password : std::as_const(m_passwords)) {
                if (content.contains(password.toUtf8()))
                    leaks << path;
            }
        }
    }
    for (const auto &entry : m_panel->log()->entries()) {
        for (const QString &password : std::as_const(m_passwords)) {
            if (entry.message.contains(password))
                leaks << QStringLiteral("log: ") + entry.message;
        }
    }
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1String("\n"))));
}

icui::ReplayWindow *WindowFixture::openEndedMatchReplay(QTimer &pump, QString *replayId)
{
    QSignalSpy saved(m_game->replays(), &icmock::ReplayService::replaySaved);
    m_game->advance(m_matchSeconds * icmock::MockGame::kDefaultTickRate + 5);
    if (saved.isEmpty() && !saved.wait(10000))
        return nullptr;
    const QString id = saved.at(0).at(0).toString();
    if (replayId)
        *replayId = id;
    connect(&pump, &QTimer::timeout, this, [this] { m_game->advance(1); });
    pump.start(5);
    m_window->showPage(icui::MainWindow::Page::History);
    m_window->historyPage()->openReplay(id);
    icui::ReplayWindow *replay = m_window->historyPage()->replayWindow();
    if (!replay ||
        !QTest::qWaitFor(
            [replay] { return replay->deck()->isLoaded() && !replay->deck()->isBusy(); }, 10000))
        return nullptr;
    return replay;
}
