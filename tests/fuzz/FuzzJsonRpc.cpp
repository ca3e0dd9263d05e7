// Fuzz target: text frames through IcrpServer's WebSocket parse-and-dispatch path, with the
// simulated game's real methods registered (MockGame), before and after identify.
//
// Input: one control byte, then up to 8 frames separated by NUL bytes (a NUL cannot occur in
// JSON text). The control byte's lowest bit: identify first with a fixed good ic/identify (the
// password's response to the session's challenge); the next two bits choose its tier
// (observer, admin, mod, debug — debug is refused by this game, which is a case too). After the
// frames the game advances one tick, so subscribed events are published to the session.
//
// The same bytes also go through the MessagePack codec (D071): the whole input after the
// control byte and every frame are given to MsgPack::decode, and what decodes to
// JsonRpc::fromValue (JsonRpc::classify for each element of an array, as a batch); a decoded value
// must encode to bytes that decode and encode to the very same bytes again (an abort otherwise).
//
// One game serves every input (starting one per input makes this target about three times
// slower); each input has its own session, closed at its end. A fresh game replaces it when an
// input changed the password (ic/remote.password_reset), so the good identify stays good, or
// stopped it.
#include "FuzzSupport.h"
#include "icrp/protocol/IcrpAuth.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"
#include "icrp/server/IcrpServerTestProbe.h"
#include "mock/MockGame.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

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

/// MessagePack: decode, classify what decoded, and check that encoding is stable.
void decodeMessagePack(const QByteArray &bytes)
{
    QString error;
    const std::optional<QJsonValue> value = icrp::MsgPack::decode(bytes, &error);
    if (!value) {
        if (error.isEmpty())
            qFatal("MsgPack::decode refused input without saying why");
        return;
    }
    (void)icrp::JsonRpc::fromValue(*value); // JsonRpc::classify, each element of a batch
    const QByteArray encoded = icrp::MsgPack::encode(*value);
    const std::optional<QJsonValue> again = icrp::MsgPack::decode(encoded, &error);
    if (!again)
        qFatal("MsgPack::decode refused what MsgPack::encode wrote: %s", qPrintable(error));
    if (icrp::MsgPack::encode(*again) != encoded)
        qFatal("MsgPack::encode is not stable over a decode");
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
    decodeMessagePack(input.mid(1));
    // One frame is the whole input again: decoded once, not twice.
    for (qsizetype i = 0; frames.size() > 1 && i < frames.size() && i < kMaxFrames; ++i)
        decodeMessagePack(frames.at(i));
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
