#include "mock/Recording.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace icmock {

namespace {

// A whole number of at least 0 (JSON has only doubles).
bool wholeNumber(const QJsonValue &value, qint64 *out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    if (d < 0 || d > 9.0e15 || std::floor(d) != d)
        return false;
    *out = qint64(d);
    return true;
}

QString categoryList()
{
    QStringList names;
    for (const icrp::EventCategory c : icrp::allCategories())
        names << icrp::categoryName(c);
    return names.join(QLatin1String(", "));
}

} // namespace

ic::Result<Recording> Recording::load(const QString &path, QStringList *warnings)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ic::Error{
            QStringLiteral("recording.unreadable"),
            QStringLiteral("Cannot read the recording %1: %2").arg(path, file.errorString())};
    const QByteArray content = file.readAll();
    QList<QByteArray> lines = content.split('\n');
    const bool cutOff = !content.endsWith('\n');
    if (!cutOff)
        lines.removeLast(); // the empty piece after the last line end

    Recording r;
    r.m_path = path;
    qint64 lastT = 0;
    const auto fail = [&](int number, const QString &problem) {
        return ic::Error{QStringLiteral("recording.invalid"),
                         QStringLiteral("%1:%2: %3").arg(path).arg(number).arg(problem)};
    };
    for (int i = 0; i < lines.size(); ++i) {
        const int number = i + 1;
        const QByteArray text = lines.at(i).trimmed();
        if (text.isEmpty() && i > 0)
            continue;
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(text, &parse);
        if (doc.isNull() && cutOff && i == lines.size() - 1 && i > 0) {
            if (warnings)
                *warnings << QStringLiteral("%1:%2: the last line is cut off (the recorder was "
                                            "stopped while writing it); it is left out")
                                 .arg(path)
                                 .arg(number);
            break;
        }
        if (text.isEmpty())
            return fail(number, QStringLiteral("the file is empty; a recording begins with the "
                                               "header line {\"format\":\"icrp-recording\",…}"));
        if (doc.isNull())
            return fail(number, QStringLiteral("not JSON: %1 at offset %2")
                                    .arg(parse.errorString())
                                    .arg(parse.offset));
        if (!doc.isObject())
            return fail(number, QStringLiteral("expected a JSON object on each line"));
        QString problem;
        qint64 t = 0;
        const bool ok =
            i == 0 ? r.readHeader(doc.object(), &problem) : r.readLine(doc.object(), &t, &problem);
        if (!ok)
            return fail(number, problem);
        if (i == 0)
            continue;
        if (t < lastT)
            return fail(number, QStringLiteral("\"t\" goes back in time, from %1 to %2 ms: lines "
                                               "must be in the order they were recorded")
                                    .arg(lastT)
                                    .arg(t));
        lastT = t;
    }
    r.m_duration = lastT;
    return r;
}

bool Recording::readHeader(const QJsonObject &header, QString *problem)
{
    const QString format = header.value(u"format").toString();
    if (format != kFormatName) {
        *problem = QStringLiteral("not a recording: the first line must be the header "
                                  "{\"format\":\"%1\",\"version\":%2,…} (ic-tool watch --record "
                                  "writes it)")
                       .arg(kFormatName)
                       .arg(kFormatVersion);
        return false;
    }
    qint64 version = 0;
    if (!wholeNumber(header.value(u"version"), &version) || version < 1) {
        *problem = QStringLiteral("the header's \"version\" must be a whole number (%1)")
                       .arg(kFormatVersion);
        return false;
    }
    if (version > kFormatVersion) {
        *problem = QStringLiteral("the recording is of format version %1; this ic-remote-mock "
                                  "reads version %2 only: update it")
                       .arg(version)
                       .arg(kFormatVersion);
        return false;
    }
    const auto tier = icrp::parseTier(header.value(u"tier").toString());
    if (!tier) {
        *problem = QStringLiteral("the header's \"tier\" must be observer, admin, mod or debug");
        return false;
    }
    m_tier = *tier;
    if (header.contains(u"tick_rate")) {
        qint64 rate = 0;
        if (!wholeNumber(header.value(u"tick_rate"), &rate) || rate < 1 || rate > 1000) {
            *problem = QStringLiteral("the header's \"tick_rate\" must be a number of ticks per "
                                      "second from 1 to 1000");
            return false;
        }
        m_tickRate = int(rate);
    }
    m_header = header;
    return true;
}

bool Recording::readLine(const QJsonObject &line, qint64 *t, QString *problem)
{
    if (!wholeNumber(line.value(u"t"), t)) {
        *problem = QStringLiteral("\"t\" must be a whole number of milliseconds since the "
                                  "recording began, 0 or more");
        return false;
    }
    const bool isEvent = line.contains(u"event");
    const bool isCall = line.contains(u"call");
    if (isEvent == isCall) {
        *problem = QStringLiteral("each line after the header has either \"event\" or \"call\"");
        return false;
    }
    return isEvent ? readEvent(*t, line.value(u"event"), problem) : readCall(*t, line, problem);
}

bool Recording::readEvent(qint64 t, const QJsonValue &value, QString *problem)
{
    if (!value.isObject()) {
        *problem = QStringLiteral("\"event\" must be an object {category, type, tick, data}");
        return false;
    }
    const QJsonObject event = value.toObject();
    RecordedEvent e;
    e.t = t;
    const auto category = icrp::parseCategory(event.value(u"category").toString());
    if (!category) {
        *problem = QStringLiteral("the event's \"category\" must be one of %1").arg(categoryList());
        return false;
    }
    e.category = *category;
    e.type = event.value(u"type").toString();
    if (e.type.isEmpty()) {
        *problem = QStringLiteral("the event's \"type\" must be a non-empty string");
        return false;
    }
    if (!wholeNumber(event.value(u"tick"), &e.tick)) {
        *problem = QStringLiteral("the event's \"tick\" must be a whole number, 0 or more");
        return false;
    }
    const QJsonValue data = event.value(u"data");
    if (!data.isUndefined() && !data.isObject()) {
        *problem = QStringLiteral("the event's \"data\" must be an object");
        return false;
    }
    e.data = data.toObject();
    m_events.append(std::move(e));
    return true;
}

bool Recording::readCall(qint64 t, const QJsonObject &line, QString *problem)
{
    RecordedCall c;
    c.t = t;
    c.method = line.value(u"call").toString();
    if (c.method.isEmpty()) {
        *problem = QStringLiteral("\"call\" must be the method's name, e.g. \"ic/match.info\"");
        return false;
    }
    const QJsonValue params = line.value(u"params");
    if (!params.isUndefined() && !params.isNull() && !params.isObject()) {
        *problem = QStringLiteral("\"params\" must be an object (or left out)");
        return false;
    }
    c.params = params.toObject();
    if (!line.contains(u"result")) {
        *problem = QStringLiteral("the call to %1 has no \"result\"").arg(c.method);
        return false;
    }
    c.result = line.value(u"result");
    m_calls.append(std::move(c));
    return true;
}

} // namespace icmock
