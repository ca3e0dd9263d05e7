#pragma once
// What ic-tool-check tells `ic-tool test` on its standard output, one JSON object a line:
//   {"started": {"name": NAME, "version": VERSION}}   the tool stands, the run begins
//   {"progress": TEXT}                                 a step of the run, for the user
//   {"found": TEXT}                                    a problem (one sentence, translated)
//   {"finished": COUNT}                                the time is up; COUNT problems found
//   {"failed": TEXT}                                   the tool could not be stood up
// Header-only: ic-tool reads it without linking the checker (and so without QtWebEngine).

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace ictoolcheck {

struct ReportLine
{
    enum class Kind { Started, Progress, Found, Finished, Failed };

    Kind kind = Kind::Progress;
    /// The sentence (Progress, Found, Failed) or the tool's name (Started).
    QString text;
    /// The tool's version (Started).
    QString version;
    /// The number of problems (Finished).
    int count = 0;

    /// The line to write, with its '\n'.
    QByteArray encoded() const
    {
        QJsonObject object;
        switch (kind) {
        case Kind::Started:
            object[QLatin1String("started")] =
                QJsonObject{{QLatin1String("name"), text}, {QLatin1String("version"), version}};
            break;
        case Kind::Progress:
            object[QLatin1String("progress")] = text;
            break;
        case Kind::Found:
            object[QLatin1String("found")] = text;
            break;
        case Kind::Finished:
            object[QLatin1String("finished")] = count;
            break;
        case Kind::Failed:
            object[QLatin1String("failed")] = text;
            break;
        }
        return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    }

    /// The line read (without or with its '\n'); nullopt for anything else.
    static std::optional<ReportLine> decoded(const QByteArray &line)
    {
        const QJsonObject object = QJsonDocument::fromJson(line.trimmed()).object();
        if (object.size() != 1)
            return std::nullopt;
        const QString key = object.constBegin().key();
        const QJsonValue value = object.constBegin().value();
        if (key == QLatin1String("started") && value.isObject())
            return ReportLine{Kind::Started, value[QLatin1String("name")].toString(),
                              value[QLatin1String("version")].toString(), 0};
        if (key == QLatin1String("finished") && value.isDouble())
            return ReportLine{Kind::Finished, {}, {}, value.toInt()};
        if (!value.isString())
            return std::nullopt;
        if (key == QLatin1String("progress"))
            return ReportLine{Kind::Progress, value.toString(), {}, 0};
        if (key == QLatin1String("found"))
            return ReportLine{Kind::Found, value.toString(), {}, 0};
        if (key == QLatin1String("failed"))
            return ReportLine{Kind::Failed, value.toString(), {}, 0};
        return std::nullopt;
    }
};

} // namespace ictoolcheck
