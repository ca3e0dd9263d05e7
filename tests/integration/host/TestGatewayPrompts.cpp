// The gateway's questions to the user, over real WebSockets, answered the way the window will
// (PermissionRequests::answer): an installed tool asking for more than its grant, and a
// program the panel does not know. The identify waits for the answer; Allow once lets this
// session in and keeps nothing; Always extends the stored grant, or pairs the program, which
// then comes back with its own id and token without being asked; Deny and silence refuse.
// Without anyone to ask both are refused at once (TestToolGateway); too many questions at
// once are refused without asking; a page cannot ask to be paired.

#include "GatewayIdentify.h"
#include "ResultCheck.h"
#include "TestFiles.h"

#include "host/PermissionRequests.h"
#include "host/ToolHost.h"
#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/IcrpAuth.h"
#include "mock/MockGame.h"
#include "tools/PackageWriter.h"
#include "tools/ToolRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <memory>

using ichost::PermissionRequest;
using ichost::ToolHost;
using Decision = PermissionRequest::Decision;

using ictest::errorCodeOf;
using ictest::GatewayIdentify;
using ictest::messageOf;
using ictest::resultOf;

namespace {
const QString kToken = QStringLiteral("token-of-live-stats-0123456789abcdef");
} // namespace

class TestGatewayPrompts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void escalationWaitsAndAllowOnceKeepsNothing();
    void alwaysExtendsTheStoredGrant();
    void denyAndSilenceRefuse();
    void deniedProgramIsToldOnlyThat();
    void aDeniedClientIsNotSentForAnotherTier();
    void unknownProgramIsPairedWhenAllowedAlways();
    void pageCannotAskToBePaired();
    void tooManyQuestionsAreNotAsked();
    void closedConnectionsQuestionIsWithdrawn();
    void nameTurnedDownIsNotAskedAgainAtOnce();
    void answerAfterANewTokenLetsNobodyIn();
    void allowedLaterReachesTheGame();

private:
    void startHost(int answerTimeoutMs);
    /// Waits for the next question and returns it.
    PermissionRequest nextQuestion(QSignalSpy &asked);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ictools::ToolRegistry> m_tools;
    std::unique_ptr<ToolHost> m_host;
};

void TestGatewayPrompts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_tools = std::make_unique<ictools::ToolRegistry>(m_dir->filePath(QStringLiteral("tools")));
    QVERIFY(m_tools->open());
    const QString source = m_dir->filePath(QStringLiteral("src"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/tool.yaml"),
                              "id: live-stats\nname: \"Live Stats\"\nversion: \"1.0.0\"\n"
                              "author: \"Tester\"\ndescription: \"A test overlay\"\n"
                              "tier: \"observer\"\ntransport: \"websocket\"\n"
                              "entry_point: \"index.html\"\nicrp: \">=1.0\"\n"
                              "subscriptions:\n  - \"match\"\n"));
    QVERIFY(ictest::writeFile(source + QStringLiteral("/index.html"), "<p>hi"));
    IC_VERIFY_OK(ictools::PackageWriter::write(source, source + QStringLiteral(".icpkg")));
    QVERIFY(m_tools->install(source + QStringLiteral(".icpkg")));
    startHost(60'000);
}

void TestGatewayPrompts::startHost(int answerTimeoutMs)
{
    m_host.reset();
    ToolHost::Options options;
    options.port = 0;
    options.requests.answerTimeoutMs = answerTimeoutMs;
    m_host = std::make_unique<ToolHost>(m_tools.get(), options);
    QVERIFY(m_host->start());
    m_host->setToolToken(QStringLiteral("live-stats"), kToken);
    m_host->requests()->setInteractive(true); // as the window does
}

void TestGatewayPrompts::cleanup()
{
    m_host.reset();
    m_tools.reset();
    m_dir.reset();
}

PermissionRequest TestGatewayPrompts::nextQuestion(QSignalSpy &asked)
{
    if (asked.isEmpty() && !asked.wait(5000))
        return {};
    return asked.takeFirst().at(0).value<PermissionRequest>();
}

void TestGatewayPrompts::escalationWaitsAndAllowOnceKeepsNothing()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify identify(m_host->port(), {});
    QVERIFY(identify.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"),
                          {QStringLiteral("match"), QStringLiteral("admin")}));
    const PermissionRequest question = nextQuestion(asked);
    QCOMPARE(question.kind, PermissionRequest::Kind::Escalation);
    QCOMPARE(question.toolId, QStringLiteral("live-stats"));
    QCOMPARE(question.name, QStringLiteral("Live Stats"));
    QCOMPARE(question.tier, icrp::Tier::Admin);
    QCOMPARE(question.grantedTier, icrp::Tier::Observer);
    QCOMPARE(question.grantedCategories, QStringList{QStringLiteral("match")});
    QCOMPARE(question.address, QStringLiteral("127.0.0.1"));
    QVERIFY(!identify.answered()); // it waits for the user
    QCOMPARE(m_host->requests()->waiting().size(), 1);

    QVERIFY(m_host->requests()->answer(question.id, Decision::AllowOnce));
    const QJsonObject result = resultOf(identify.answer());
    QCOMPARE(result.value(QLatin1String("tier")).toString(), QStringLiteral("admin"));
    QCOMPARE(result.value(QLatin1String("subscriptions")).toArray().size(), 2);
    // Nothing was kept: the stored grant is as before, and the next such identify asks again.
    QCOMPARE(m_tools->find(QStringLiteral("live-stats"))->granted.tier, icrp::Tier::Observer);
    GatewayIdentify again(m_host->port(), {});
    QVERIFY(again.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"), {}));
    QVERIFY(nextQuestion(asked).id > question.id);
}

void TestGatewayPrompts::alwaysExtendsTheStoredGrant()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    QSignalSpy edited(m_host.get(), &ToolHost::toolsEdited);
    GatewayIdentify identify(m_host->port(), {});
    QVERIFY(identify.send(QStringLiteral("live-stats"), kToken, QStringLiteral("observer"),
                          {QStringLiteral("match"), QStringLiteral("unit_destroyed")}));
    const PermissionRequest question = nextQuestion(asked);
    QCOMPARE(question.subscriptions,
             (QStringList{QStringLiteral("match"), QStringLiteral("unit_destroyed")}));
    QVERIFY(m_host->requests()->answer(question.id, Decision::AllowAlways));
    QVERIFY(!resultOf(identify.answer()).isEmpty());
    QCOMPARE(edited.size(), 1);
    // Kept in the index: combat is now granted, and the tool is not asked about it again.
    ictools::ToolRegistry reread(m_tools->root());
    QVERIFY(reread.open());
    QVERIFY(reread.find(QStringLiteral("live-stats"))
                ->granted.categories.contains(icrp::EventCategory::Combat));
    GatewayIdentify again(m_host->port(), {});
    QVERIFY(again.send(QStringLiteral("live-stats"), kToken, QStringLiteral("observer"),
                       {QStringLiteral("combat")}));
    QVERIFY(!resultOf(again.answer()).isEmpty());
    QVERIFY(asked.isEmpty());
}

void TestGatewayPrompts::denyAndSilenceRefuse()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify denied(m_host->port(), {});
    QVERIFY(denied.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"), {}));
    QVERIFY(m_host->requests()->answer(nextQuestion(asked).id, Decision::Deny));
    QJsonObject answer = denied.answer();
    QCOMPARE(errorCodeOf(answer), -32001);
    QVERIFY2(answer.value(QLatin1String("error"))
                 .toObject()
                 .value(QLatin1String("message"))
                 .toString()
                 .contains(QLatin1String("did not allow")),
             QJsonDocument(answer).toJson().constData());
    QTRY_COMPARE(denied.closeCode(), 1008);

    // Nobody answers: after the time limit (300 ms here) it is a no, and the prompt closes.
    startHost(300);
    QSignalSpy askedAgain(m_host->requests(), &ichost::PermissionRequests::requested);
    QSignalSpy settledAgain(m_host->requests(), &ichost::PermissionRequests::settled);
    GatewayIdentify ignored(m_host->port(), {});
    QVERIFY(ignored.send(QString(), QString(), QStringLiteral("observer"), {},
                         QStringLiteral("Silent Program")));
    const PermissionRequest question = nextQuestion(askedAgain);
    QTRY_VERIFY(ignored.answered());
    QCOMPARE(errorCodeOf(ignored.answer()), -32001);
    QTRY_VERIFY(
        std::any_of(settledAgain.cbegin(), settledAgain.cend(), [&](const QList<QVariant> &s) {
            return s.at(0).toULongLong() == question.id &&
                   s.at(1).value<Decision>() == Decision::Deny;
        }));
    QVERIFY(!m_host->requests()->answer(question.id, Decision::AllowOnce)); // too late
}

void TestGatewayPrompts::deniedProgramIsToldOnlyThat()
{
    // An unknown program the user turned down hears that, not "installed tools only" as well.
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify program(m_host->port(), {});
    QVERIFY(program.send(QString(), QString(), QStringLiteral("observer"), {},
                         QStringLiteral("Stream Deck Script")));
    QVERIFY(m_host->requests()->answer(nextQuestion(asked).id, Decision::Deny));
    const QJsonObject refused = program.answer();
    QCOMPARE(errorCodeOf(refused), -32001);
    const QString message = messageOf(refused);
    QVERIFY2(message.startsWith(QLatin1String("IC Control Panel's user denied this program")),
             qPrintable(message));
    QVERIFY2(
        message.contains(QLatin1String("allow it when the panel asks, or install it as a tool")),
        qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("installed tools only")), qPrintable(message));
}

void TestGatewayPrompts::aDeniedClientIsNotSentForAnotherTier()
{
    // ic-tool call, turned down in the panel: its sentence is the gateway's, without advice to
    // ask for a tier the gateway offers anyway.
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    icrp::IcrpClient client;
    icrp::IcrpClient::Options options;
    options.url = QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(m_host->port()));
    options.tier = icrp::Tier::Observer;
    options.clientName = QStringLiteral("Stream Deck Script");
    options.password = QStringLiteral("not-a-token-of-any-tool"); // as ic-tool call sends one
    options.autoReconnect = false;
    client.setOptions(options);
    QSignalSpy failed(&client, &icrp::IcrpClient::errorOccurred);
    client.open();
    const PermissionRequest question = nextQuestion(asked);
    QVERIFY2(question.id != 0, qPrintable(client.lastError()));
    QVERIFY(m_host->requests()->answer(question.id, Decision::Deny));
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10000);
    QCOMPARE(client.lastFailure(), icrp::IcrpClient::Failure::TierRefused);
    const QString said = client.lastError();
    QVERIFY2(said.contains(QLatin1String("refused this client")), qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("user denied this program")), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1String("Connect with a tier")), qPrintable(said));
}

void TestGatewayPrompts::unknownProgramIsPairedWhenAllowedAlways()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    QSignalSpy tokens(m_host.get(), &ToolHost::tokenMade);
    GatewayIdentify program(m_host->port(), {});
    QVERIFY(program.send(QString(), QString(), QStringLiteral("observer"),
                         {QStringLiteral("match")}, QStringLiteral("OBS Bridge")));
    const PermissionRequest question = nextQuestion(asked);
    QCOMPARE(question.kind, PermissionRequest::Kind::Pairing);
    QCOMPARE(question.name, QStringLiteral("OBS Bridge"));
    QVERIFY(question.origin.isEmpty());
    QVERIFY(m_host->requests()->answer(question.id, Decision::AllowAlways));
    const QJsonObject result = resultOf(program.answer());
    const QJsonObject pairing = result.value(QLatin1String("pairing")).toObject();
    QCOMPARE(pairing.value(QLatin1String("toolId")).toString(),
             QStringLiteral("program-obs-bridge"));
    const QString token = pairing.value(QLatin1String("token")).toString();
    QVERIFY(token.size() >= 32);
    QCOMPARE(tokens.size(), 1);
    QCOMPARE(tokens.constFirst().at(1).toString(), token);
    const ictools::InstalledTool *paired = m_tools->find(QStringLiteral("program-obs-bridge"));
    QVERIFY(paired && paired->paired && !paired->isProgram() && !paired->isPage());
    QCOMPARE(paired->name, QStringLiteral("OBS Bridge"));

    // It comes back as itself, without a question.
    GatewayIdentify back(m_host->port(), {});
    QVERIFY(back.send(QStringLiteral("program-obs-bridge"), token, QStringLiteral("observer"),
                      {QStringLiteral("match")}));
    QVERIFY(!resultOf(back.answer()).isEmpty());
    QVERIFY(asked.isEmpty());
    // A second program of the same name gets an id of its own.
    GatewayIdentify twin(m_host->port(), {});
    QVERIFY(twin.send(QString(), QString(), QStringLiteral("observer"), {},
                      QStringLiteral("OBS Bridge")));
    QVERIFY(m_host->requests()->answer(nextQuestion(asked).id, Decision::AllowAlways));
    QCOMPARE(resultOf(twin.answer())
                 .value(QLatin1String("pairing"))
                 .toObject()
                 .value(QLatin1String("toolId"))
                 .toString(),
             QStringLiteral("program-obs-bridge-2"));
}

void TestGatewayPrompts::pageCannotAskToBePaired()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    // live-stats's own page claiming no tool at all.
    GatewayIdentify page(m_host->port(), m_host->toolOrigin(QStringLiteral("live-stats")));
    QVERIFY(page.send(QString(), QString(), QStringLiteral("observer"), {}));
    QCOMPARE(errorCodeOf(page.answer()), -32001);
    QVERIFY(asked.isEmpty());
}

void TestGatewayPrompts::tooManyQuestionsAreNotAsked()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    std::vector<std::unique_ptr<GatewayIdentify>> programs;
    for (int i = 0; i < 6; ++i) {
        programs.push_back(std::make_unique<GatewayIdentify>(m_host->port(), QString()));
        QVERIFY(programs.back()->send(QString(), QString(), QStringLiteral("observer"), {},
                                      QStringLiteral("Spammer %1").arg(i)));
    }
    // Three unknown programs wait for the user; the rest are refused at once, saying why.
    QTRY_COMPARE(asked.size(), 3);
    QTRY_VERIFY(programs.at(3)->answered() && programs.at(5)->answered());
    const QJsonObject refused = programs.at(5)->answer();
    QCOMPARE(errorCodeOf(refused), -32001);
    QVERIFY2(messageOf(refused).contains(QLatin1String("did not ask its user: too many")),
             qPrintable(messageOf(refused)));
    QVERIFY(!programs.at(0)->answered());
    // An installed tool asking for more still gets a place of its own.
    GatewayIdentify tool(m_host->port(), {});
    QVERIFY(tool.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"), {}));
    QTRY_COMPARE(asked.size(), 4);
}

void TestGatewayPrompts::closedConnectionsQuestionIsWithdrawn()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    QSignalSpy settled(m_host->requests(), &ichost::PermissionRequests::settled);
    auto program = std::make_unique<GatewayIdentify>(m_host->port(), QString());
    QVERIFY(program->send(QString(), QString(), QStringLiteral("observer"), {},
                          QStringLiteral("Quick Quitter")));
    const PermissionRequest question = nextQuestion(asked);
    // One question per connection: a second identify while it waits is refused.
    QVERIFY(program->send(QString(), QString(), QStringLiteral("observer"), {},
                          QStringLiteral("Quick Quitter again")));
    QTRY_COMPARE(program->closeCode(), 4008);
    QTRY_COMPARE(settled.size(), 1);
    QCOMPARE(settled.constFirst().at(0).toULongLong(), question.id);
    QVERIFY(m_host->requests()->waiting().isEmpty());
    QVERIFY(asked.isEmpty());
}

void TestGatewayPrompts::nameTurnedDownIsNotAskedAgainAtOnce()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify first(m_host->port(), {});
    QVERIFY(first.send(QString(), QString(), QStringLiteral("observer"), {},
                       QStringLiteral("Nagging Program\u001b[8m")));
    const PermissionRequest question = nextQuestion(asked);
    QCOMPARE(question.name, QStringLiteral("Nagging Program[8m")); // no escape reaches a prompt
    QVERIFY(m_host->requests()->answer(question.id, Decision::Deny));
    QCOMPARE(errorCodeOf(first.answer()), -32001);
    GatewayIdentify again(m_host->port(), {});
    QVERIFY(again.send(QString(), QString(), QStringLiteral("observer"), {},
                       QStringLiteral("Nagging Program\u001b[8m")));
    const QJsonObject refused = again.answer();
    QVERIFY2(messageOf(refused).contains(QLatin1String("just turned")),
             qPrintable(messageOf(refused)));
    QVERIFY(asked.isEmpty());
}

void TestGatewayPrompts::answerAfterANewTokenLetsNobodyIn()
{
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify leaked(m_host->port(), {});
    QVERIFY(leaked.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"), {}));
    const PermissionRequest question = nextQuestion(asked);
    // The URL was seen on stream: the user renews the token, then answers the old prompt.
    m_host->setToolToken(QStringLiteral("live-stats"), QStringLiteral("a-brand-new-token-0987"));
    QVERIFY(m_host->requests()->answer(question.id, Decision::AllowOnce));
    const QJsonObject answer = leaked.answer();
    QCOMPARE(errorCodeOf(answer), -32001);
    QVERIFY2(messageOf(answer).contains(QLatin1String("new token")), qPrintable(messageOf(answer)));
}

void TestGatewayPrompts::allowedLaterReachesTheGame()
{
    icmock::MockOptions options;
    options.port = 0;
    options.tickRate = 0;
    icmock::MockGame game(options);
    QVERIFY(game.start());
    m_host->setGame(QUrl(game.url()), QString());
    QSignalSpy asked(m_host->requests(), &ichost::PermissionRequests::requested);
    GatewayIdentify tool(m_host->port(), {});
    QVERIFY(tool.send(QStringLiteral("live-stats"), kToken, QStringLiteral("admin"),
                      {QStringLiteral("admin")}));
    QVERIFY(m_host->requests()->answer(nextQuestion(asked).id, Decision::AllowOnce));
    QVERIFY(!resultOf(tool.answer()).isEmpty());
    // Let in after the wait, it is a session like any other: an admin way to the game opens
    // for it, its calls go there and its events come.
    const QJsonObject settings = tool.call(QStringLiteral("ic/admin.settings"));
    QVERIFY2(!resultOf(settings).isEmpty(), QJsonDocument(settings).toJson().constData());
    QVERIFY(!resultOf(tool.call(QStringLiteral("ic/admin.say"),
                                {{QStringLiteral("message"), QStringLiteral("hello")}}))
                 .isEmpty());
    game.advance(2);
    QTRY_VERIFY(tool.events() > 0); // the game's admin events for what was said
    game.stop();
}

QTEST_GUILESS_MAIN(TestGatewayPrompts)
#include "TestGatewayPrompts.moc"
