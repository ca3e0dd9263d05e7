#pragma once
// A match recorded by `ic-tool watch --record` (docs/plugins/recordings.md): JSON Lines, a
// header first, then the events one session received and the answers of the read-only state
// calls it made, each stamped with "t", milliseconds since the recording began. load() checks
// the whole file before anything is served and names the first bad line.

#include "common/Result.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace icmock {

struct RecordedEvent
{
    qint64 t = 0;
    icrp::EventCategory category = icrp::EventCategory::Match;
    QString type;
    qint64 tick = 0;
    QJsonObject data;
};

struct RecordedCall
{
    qint64 t = 0;
    QString method;
    /// {} when the call had no params.
    QJsonObject params;
    QJsonValue result;
};

class Recording
{
public:
    static constexpr int kFormatVersion = 1;
    static inline const QString kFormatName = QStringLiteral("icrp-recording");

    /// Reads and checks `path`. The error "recording.unreadable" when the file cannot be read,
    /// "recording.invalid" ("FILE:LINE: what is wrong") when any line is malformed. A last line
    /// cut off mid-write (no line end, not JSON: the recorder was killed while writing it) is
    /// left out with a warning.
    static ic::Result<Recording> load(const QString &path, QStringList *warnings = nullptr);

    const QString &path() const { return m_path; }
    const QJsonObject &header() const { return m_header; }
    icrp::Tier tier() const { return m_tier; }
    /// The game's ticks per second when it was recorded (the header's tick_rate, else 15).
    int tickRate() const { return m_tickRate; }
    const QList<RecordedEvent> &events() const { return m_events; }
    const QList<RecordedCall> &calls() const { return m_calls; }
    /// The t of the last line: how long the recording lasts, in milliseconds.
    qint64 duration() const { return m_duration; }

private:
    bool readHeader(const QJsonObject &header, QString *problem);
    bool readLine(const QJsonObject &line, qint64 *t, QString *problem);
    bool readEvent(qint64 t, const QJsonValue &value, QString *problem);
    bool readCall(qint64 t, const QJsonObject &line, QString *problem);

    QString m_path;
    QJsonObject m_header;
    icrp::Tier m_tier = icrp::Tier::Observer;
    int m_tickRate = 15;
    QList<RecordedEvent> m_events;
    QList<RecordedCall> m_calls;
    qint64 m_duration = 0;
};

} // namespace icmock
