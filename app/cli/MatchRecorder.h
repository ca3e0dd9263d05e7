#pragma once
// `ic-tool watch --record FILE`: writes what one session sees of a live match to a recording
// (docs/plugins/recordings.md) that `ic-remote-mock --replay FILE` plays back. JSON Lines: a
// header once identified (format, version, when, the server and its ICRP version, tier, tick
// rate, categories), then every event received and, at the start and once a second, the
// answers of the read-only state calls (ic/match.info, ic/state.query, ic/state.snapshot), each
// with "t", milliseconds since the header. Every line is flushed as it is written, so a killed
// recorder leaves a file that replays up to its last whole line. The file is created at once
// (refused when it exists, unless overwriting is asked for) and removed again when nothing was
// recorded.

#include "common/Result.h"
#include "icrp/client/IcrpClient.h"

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace iccli {

class MatchRecorder : public QObject
{
    Q_OBJECT
public:
    /// The read-only calls recorded at the start and then once a second.
    static const QStringList &snapshotMethods();

    MatchRecorder(icrp::IcrpClient *client, QStringList categories, QObject *parent = nullptr);
    ~MatchRecorder() override;

    /// Creates `path`; an error when it exists and !overwrite ("recording.exists"), or cannot
    /// be written ("recording.unwritable").
    ic::Result<void> open(const QString &path, bool overwrite);
    /// Writes what is still to be written and closes; an empty recording is removed.
    void close();
    /// How many events have been written.
    int eventCount() const { return m_events; }

Q_SIGNALS:
    /// Writing failed (disk full, …); the recorder has stopped.
    void failed(const QString &message);

private:
    void onConnected();
    void onEvent(const QString &category, const QString &type, qint64 tick,
                 const QJsonObject &data);
    void takeSnapshots();
    void writeLine(const QByteArray &line);
    qint64 elapsed() const { return m_clock.elapsed(); }

    icrp::IcrpClient *m_client;
    QStringList m_categories;
    QFile m_file;
    QElapsedTimer m_clock;
    QTimer m_snapshotTimer;
    bool m_headerWritten = false;
    bool m_broken = false;
    int m_events = 0;
};

} // namespace iccli
