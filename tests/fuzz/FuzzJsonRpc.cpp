// Fuzz target: text frames through IcrpServer's WebSocket parse-and-dispatch path, with the
// simulated game's real methods registered (MockGame), before and after identify.
//
// Input: one control byte, then up to 8 frames separated by NUL bytes (a NUL cannot occur in
// JSON text). The control byte's lowest bit: identify first with a fixed good ic/identify (the
// password's response to the session's challenge); the next two bits choose its tier
// (observer, admin, mod, debug — debug is refused by this game, which is a case too). After the
// frames the game advances one tick, so subscribed events are published to the session.
//
// One game serves every input (starting one per input makes this target about three times
// slower); each input has its own session, closed at its end. A fresh game replaces it when an
// input changed the password (ic/remote.password_reset), so the good identify stays good, or
// stopped it.
#include "FuzzSupport.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/server/IcrpServerTestProbe.h"
#include "mock/MockGame.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

const QString kPassword = QStringLiteral("fuzz-password");
const QString kChallenge = QStringLiteral("fuzz-challenge");
constexpr int kMaxFrames = 8;

QByteArray goodIdentify(const QString &salt, int tierChoice)
{
    static const char *const tiers[] = {"observer", "admin", "mod", "debug"};
    const QJsonObject params{
        {QStringLiteral("icrpVersion"),
         QJsonObject{{QStringLiteral("min"), QStringLiteral("1.0")},
                     {QStringLiteral("max"), QStringLiteral("1.0")}}},
        {QStringLiteral("tier"), QString::fromLatin1(tiers[tierChoice & 3])},
        {QStringLiteral("authentication"), icrp::IcrpAuth::response(kPassword, salt, kChallenge)},
        {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), QStringLiteral("fuzz")},
                                               {QStringLiteral("version"), QStringLiteral("1")}}}};
    const QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                              {QStringLiteral("id"), 0},
                              {QStringLiteral("method"), QStringLiteral("ic/identify")},
                              {QStringLiteral("params"), params}};
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

std::unique_ptr<icmock::MockGame> game;
QString gameSalt;

icmock::MockGame &freshGame()
{
    icmock::MockOptions options;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = kPassword;
    options.tickRate = 0; // ticks only when advance() is called
    game.reset();
    fuzz::settle();
    game = std::make_unique<icmock::MockGame>(options);
    if (!game->start())
        qFatal("the simulated game did not start");
    gameSalt = icrp::IcrpServerTestProbe(*game->server()).salt();
    return *game;
}

void run(const QByteArray &input)
{
    if (!game || !game->isRunning() ||
        icrp::IcrpServerTestProbe(*game->server()).salt() != gameSalt)
        freshGame();
    icrp::IcrpServerTestProbe probe(*game->server());
    const QString session = probe.openSession(kChallenge);

    const quint8 control = input.isEmpty() ? 0 : quint8(input.at(0));
    if (control & 1)
        probe.receiveText(session, goodIdentify(gameSalt, control >> 1));
    const QList<QByteArray> frames = input.mid(1).split('\0');
    for (qsizetype i = 0; i < frames.size() && i < kMaxFrames && probe.isOpen(session); ++i)
        probe.receiveText(session, frames.at(i));
    fuzz::settle();
    game->advance(1);
    probe.close(session);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    run(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    fuzz::settle();
    return 0;
}
