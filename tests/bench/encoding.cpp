// bench-encoding: JSON against MessagePack (D071) per ICRP event, for the events the simulated
// game really sends (ic-remote-mock's sim, a 2v2 skirmish played for some game minutes in
// process; each event built by icrp::IcrpEvent::make as the game's server builds it): the
// bytes on the wire, and the CPU each side spends on one event — the game encoding it, the
// panel's gateway taking it in (JSON: the text scan it passes on unchanged; MessagePack: a
// decode, then the bytes passed on) and re-encoding it for tools of the other encoding, and
// the client decoding it as icrp::IcrpClient does (JSON: the UTF-8 as ClientWebSocket hands it
// over, JsonRpc::parse; MessagePack: MsgPack::decode, JsonRpc::fromValue). One thread, thread CPU
// time, each measurement repeated for at least --ms milliseconds. Not a test: nothing here
// passes or fails on speed (docs/performance.md).
//
// --dump DIR writes the same events to DIR instead, for clients in other languages
// (tests/bench/decode-clients.sh): events.json, one JSON text per line; events.msgpack, each
// message as a 4-byte big-endian length and its MessagePack bytes; samples.tsv, the table's
// single events, a name and the event's index (from 0) per line.

#include "icrp/client/EventScan.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"
#include "icrp/server/IcrpEvent.h"
#include "mock/MockGame.h"
#include "mock/SimEvent.h"

#include <QCborMap>
#include <QCborValue>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QMap>
#include <QTextStream>
#include <QtEndian>

#include <ctime>
#include <functional>
#include <utility>

namespace {

struct Sample
{
    QString name;
    QList<icrp::IcrpEvent> events; // one, or every event of the match (a mean)
};

double threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e9 + double(ts.tv_nsec);
}

volatile qsizetype g_sink = 0; // keeps the compiler from dropping the work

/// CPU ns per event of `work` over `events`, repeated for at least `ms` ms of CPU.
double perEvent(const QList<icrp::IcrpEvent> &events, int ms,
                const std::function<qsizetype(const icrp::IcrpEvent &)> &work)
{
    qint64 done = 0;
    const double start = threadCpuNs();
    double now = start;
    while (now - start < ms * 1e6 || done == 0) {
        for (const icrp::IcrpEvent &e : events)
            g_sink = g_sink + work(e);
        done += events.size();
        now = threadCpuNs();
    }
    return (now - start) / double(done);
}

/// Plays the simulated match for `seconds` game seconds and keeps every event the game sends
/// (as a spectator seat: each whole, as a full-view session gets it).
QList<icrp::IcrpEvent> playMatch(int seconds)
{
    icmock::MockOptions options;
    options.port = 0;
    options.bind = QStringLiteral("127.0.0.1");
    options.password = QStringLiteral("bench-only");
    options.tickRate = 0; // advanced by hand
    options.spectator = true;
    icmock::MockGame game(options);
    QList<icrp::IcrpEvent> events;
    QObject::connect(&game, &icmock::MockGame::simEventsHappened, &game,
                     [&events](const QList<icmock::SimEvent> &happened) {
                         for (const icmock::SimEvent &e : happened)
                             events.append(
                                 icrp::IcrpEvent::make(e.category, e.type, e.tick, e.data));
                     });
    if (const auto started = game.start(); !started) {
        QTextStream(stderr) << "The simulated game did not start: " << started.error().message
                            << "\n";
        return {};
    }
    game.advance(seconds * 15);
    return events;
}

/// Where in `events` the table's single events are: the first of each type the brief names
/// (of state_diff the largest: the most units).
QList<std::pair<QString, qsizetype>> singleEvents(const QList<icrp::IcrpEvent> &events)
{
    QMap<QString, qsizetype> byType;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const icrp::IcrpEvent &e = events.at(i);
        auto it = byType.find(e.type);
        if (it == byType.end())
            byType.insert(e.type, i);
        else if (e.type == QLatin1String("state_diff") &&
                 e.frame.size() > events.at(*it).frame.size())
            *it = i;
    }
    QList<std::pair<QString, qsizetype>> singles;
    for (const char *type : {"unit_destroyed", "state_diff", "unit_produced", "chat_message"}) {
        const QString name = QString::fromLatin1(type);
        if (byType.contains(name))
            singles.append({name, byType.value(name)});
        else
            QTextStream(stderr) << "The match sent no " << name << " event.\n";
    }
    return singles;
}

/// One of each type the brief names, and all.
QList<Sample> samplesOf(const QList<icrp::IcrpEvent> &events)
{
    QList<Sample> samples;
    for (const auto &[name, index] : singleEvents(events))
        samples.append({name, {events.at(index)}});
    samples.append({QStringLiteral("whole match (mean of %1)").arg(events.size()), events});
    return samples;
}

/// Writes `data` to `path`; false (and why, on stderr) when it cannot.
bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size())
        return true;
    QTextStream(stderr) << "Cannot write " << path << ": " << file.errorString() << "\n";
    return false;
}

/// The events for other programs (--dump): see the comment at the top of this file.
bool dumpEvents(const QList<icrp::IcrpEvent> &events, const QString &dir)
{
    if (!QDir().mkpath(dir)) {
        QTextStream(stderr) << "Cannot create " << dir << "\n";
        return false;
    }
    QByteArray json, msgpack, samples;
    for (const icrp::IcrpEvent &e : events) {
        json += e.frame + '\n';
        const QByteArray packed = icrp::MsgPack::encode(e.message);
        const quint32 length = qToBigEndian(quint32(packed.size()));
        msgpack += QByteArray(reinterpret_cast<const char *>(&length), sizeof length) + packed;
    }
    for (const auto &[name, index] : singleEvents(events))
        samples += name.toUtf8() + '\t' + QByteArray::number(index) + '\n';
    const QDir to(dir);
    return writeFile(to.filePath(QStringLiteral("events.json")), json) &&
           writeFile(to.filePath(QStringLiteral("events.msgpack")), msgpack) &&
           writeFile(to.filePath(QStringLiteral("samples.tsv")), samples);
}

qsizetype bytesOf(const QList<icrp::IcrpEvent> &events, bool msgpack)
{
    qsizetype total = 0;
    for (const icrp::IcrpEvent &e : events)
        total += msgpack ? icrp::MsgPack::encode(e.message).size() : e.frame.size();
    return total / qMax<qsizetype>(1, events.size());
}

struct Row
{
    double jsonBytes = 0, packBytes = 0;
    double gameJson = 0, gamePack = 0;
    double gatewayJson = 0, gatewayPack = 0, gatewayToPack = 0, gatewayToJson = 0;
    double clientJson = 0, clientPack = 0;
};

Row measure(const Sample &s, int ms)
{
    using icrp::IcrpEvent;
    using icrp::MsgPack;
    QList<IcrpEvent> events = s.events;
    for (IcrpEvent &e : events) {
        e.msgpack = MsgPack::encode(e.message);
    }
    Row r;
    r.jsonBytes = double(bytesOf(events, false));
    r.packBytes = double(bytesOf(events, true));
    // The game: the notification object to bytes.
    r.gameJson = perEvent(events, ms, [](const IcrpEvent &e) {
        return QJsonDocument(e.message).toJson(QJsonDocument::Compact).size();
    });
    r.gamePack =
        perEvent(events, ms, [](const IcrpEvent &e) { return MsgPack::encode(e.message).size(); });
    // The gateway, for tools of the game's encoding: JSON text scanned and passed on as it is;
    // MessagePack decoded (to route it) and its bytes passed on.
    r.gatewayJson = perEvent(events, ms, [](const IcrpEvent &e) {
        return qsizetype(icrp::EventScan::json(QByteArrayView(e.frame)).has_value());
    });
    r.gatewayPack = perEvent(events, ms, [](const IcrpEvent &e) {
        return qsizetype(MsgPack::decode(e.msgpack).has_value());
    });
    // … and for tools of the other encoding: decoded and encoded again.
    r.gatewayToPack = perEvent(events, ms, [](const IcrpEvent &e) {
        return MsgPack::encode(QJsonDocument::fromJson(e.frame).object()).size();
    });
    r.gatewayToJson = perEvent(events, ms, [](const IcrpEvent &e) {
        return QJsonDocument(MsgPack::decode(e.msgpack)->toObject())
            .toJson(QJsonDocument::Compact)
            .size();
    });
    // The client, as IcrpClient takes a frame (ClientWebSocket hands text over as its UTF-8;
    // until 2026-11-27 QWebSocket handed it over as a QString, turned back into UTF-8 here).
    r.clientJson = perEvent(events, ms, [](const IcrpEvent &e) {
        return icrp::JsonRpc::parse(e.frame).messages.size();
    });
    r.clientPack = perEvent(events, ms, [](const IcrpEvent &e) {
        return icrp::JsonRpc::fromValue(*MsgPack::decode(e.msgpack)).messages.size();
    });
    return r;
}

QString fixed(double v, int decimals = 0)
{
    return QString::number(v, 'f', decimals);
}

/// Whether Qt's public API has a cheaper way than its JSON parser to a QJsonObject: its CBOR
/// reader (MessagePack maps onto CBOR byte for byte in kind), alone and with the conversion
/// to JSON values IcrpClient's users take. The events' CBOR made beforehand, not measured.
void printCborRoute(const QList<icrp::IcrpEvent> &events, int ms, QTextStream &out)
{
    QHash<const icrp::IcrpEvent *, QByteArray> cbor;
    for (const icrp::IcrpEvent &e : events)
        cbor.insert(&e, QCborValue::fromJsonValue(e.message).toCbor());
    const double json = perEvent(events, ms, [](const icrp::IcrpEvent &e) {
        return QJsonDocument::fromJson(e.frame).object().size();
    });
    const double read = perEvent(events, ms, [&cbor](const icrp::IcrpEvent &e) {
        return QCborValue::fromCbor(cbor.value(&e)).toMap().size();
    });
    const double converted = perEvent(events, ms, [&cbor](const icrp::IcrpEvent &e) {
        return QCborValue::fromCbor(cbor.value(&e)).toJsonValue().toObject().size();
    });
    out << "\nThe C++ client's other public route, whole match (ns per event): "
           "QJsonDocument::fromJson | QCborValue::fromCbor (ratio) | fromCbor, then "
           "toJsonValue (ratio)\n"
        << fixed(json) << " | " << fixed(read) << " (" << fixed(read / json, 2) << ") | "
        << fixed(converted) << " (" << fixed(converted / json, 2) << ")\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Compares JSON and MessagePack per ICRP event of the simulated game: "
                       "bytes, and the CPU of the game, the gateway and the client."));
    parser.addHelpOption();
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("Game seconds of the match to play."),
                                        QStringLiteral("s"), QStringLiteral("600"));
    const QCommandLineOption msOpt(QStringLiteral("ms"),
                                   QStringLiteral("CPU milliseconds per measurement."),
                                   QStringLiteral("ms"), QStringLiteral("200"));
    const QCommandLineOption dumpOpt(
        QStringLiteral("dump"),
        QStringLiteral("Write the events to DIR (events.json, events.msgpack, samples.tsv) "
                       "instead of measuring."),
        QStringLiteral("DIR"));
    parser.addOptions({secondsOpt, msOpt, dumpOpt});
    parser.process(app);
    const int ms = qMax(1, parser.value(msOpt).toInt());

    const QList<icrp::IcrpEvent> events = playMatch(qMax(1, parser.value(secondsOpt).toInt()));
    if (events.isEmpty())
        return 1;
    if (parser.isSet(dumpOpt))
        return dumpEvents(events, parser.value(dumpOpt)) ? 0 : 1;
    QTextStream out(stdout);
    out << "ICRP events, JSON vs MessagePack: bytes per event, CPU ns per event (one thread)\n";
    out << "event | bytes JSON | bytes MP | MP/JSON | game encode JSON, MP ns | gateway "
           "pass-through JSON (scan), MP (decode) ns | gateway re-encode JSON->MP, MP->JSON ns "
           "| client decode JSON, MP ns | client MP/JSON\n";
    for (const Sample &s : samplesOf(events)) {
        const Row r = measure(s, ms);
        out << s.name << " | " << fixed(r.jsonBytes) << " | " << fixed(r.packBytes) << " | "
            << fixed(r.packBytes / r.jsonBytes, 2) << " | " << fixed(r.gameJson) << ", "
            << fixed(r.gamePack) << " | " << fixed(r.gatewayJson) << ", " << fixed(r.gatewayPack)
            << " | " << fixed(r.gatewayToPack) << ", " << fixed(r.gatewayToJson) << " | "
            << fixed(r.clientJson) << ", " << fixed(r.clientPack) << " | "
            << fixed(r.clientPack / r.clientJson, 2) << "\n";
        out.flush();
    }
    printCborRoute(events, ms, out);
    return 0;
}
