#include "cli/MatchRecorder.h"
#include "cli/Tr.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace iccli {

using icrp::IcrpClient;
using icrp::IcrpResult;

namespace {

constexpr int kSnapshotIntervalMs = 1000;
constexpr int kFormatVersion = 1;

QByteArray compact(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    // A scalar: wrap it in an array and take the text inside the brackets.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace

const QStringList &MatchRecorder::snapshotMethods()
{
    static const QStringList methods{QStringLiteral("ic/match.info"),
                                     QStringLiteral("ic/state.query"),
                                     QStringLiteral("ic/state.snapshot")};
    return methods;
}

MatchRecorder::MatchRecorder(IcrpClient *client, QStringList categories, QObject *parent)
    : QObject(parent), m_client(client), m_categories(std::move(categories))
{
    m_snapshotTimer.setInterval(kSnapshotIntervalMs);
    connect(&m_snapshotTimer, &QTimer::timeout, this, &MatchRecorder::takeSnapshots);
    connect(client, &IcrpClient::connected, this, &MatchRecorder::onConnected);
    connect(client, &IcrpClient::disconnected, &m_snapshotTimer, &QTimer::stop);
    connect(client, &IcrpClient::eventReceived, this, &MatchRecorder::onEvent);
}

MatchRecorder::~MatchRecorder()
{
    close();
}

ic::Result<void> MatchRecorder::open(const QString &path, bool overwrite)
{
    m_file.setFileName(path);
    const QIODevice::OpenMode mode =
        QIODevice::WriteOnly | (overwrite ? QIODevice::Truncate : QIODevice::NewOnly);
    if (m_file.open(mode))
        return ic::success();
    if (!overwrite && m_file.exists()) {
        return ic::Error{
            QStringLiteral("recording.exists"),
            Tr::tr("%1 exists already; choose another file or add --force to overwrite it.")
                .arg(path)};
    }
    return ic::Error{QStringLiteral("recording.unwritable"),
                     Tr::tr("cannot write %1: %2").arg(path, m_file.errorString())};
}

void MatchRecorder::close()
{
    m_snapshotTimer.stop();
    if (!m_file.isOpen())
        return;
    m_file.close();
    if (!m_headerWritten)
        m_file.remove(); // nothing recorded: leave no empty file behind
}

void MatchRecorder::onConnected()
{
    if (!m_file.isOpen() || m_broken)
        return;
    if (!m_headerWritten) {
        const QJsonObject welcome = m_client->welcome();
        const QJsonObject rest{
            {QStringLiteral("recorded_at"),
             QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
            {QStringLiteral("server"), m_client->hello().value(u"server")},
            {QStringLiteral("icrp_version"), welcome.value(u"icrpVersion")},
            {QStringLiteral("tier"), welcome.value(u"tier")},
            {QStringLiteral("tick_rate"), welcome.value(u"tickRate")},
            {QStringLiteral("categories"), QJsonArray::fromStringList(m_categories)},
        };
        // "format" and "version" first, so `head -1` says what the file is.
        QByteArray header = compact(rest);
        header.replace(0, 1,
                       QByteArray("{\"format\":\"icrp-recording\",\"version\":") +
                           QByteArray::number(kFormatVersion) + ',');
        m_clock.start();
        m_headerWritten = true;
        writeLine(header);
    }
    takeSnapshots();
    m_snapshotTimer.start();
}

void MatchRecorder::onEvent(const QString &category, const QString &type, qint64 tick,
                            const QJsonObject &data)
{
    if (!m_headerWritten || m_broken || !m_file.isOpen())
        return;
    const QJsonObject event{{QStringLiteral("category"), category},
                            {QStringLiteral("type"), type},
                            {QStringLiteral("tick"), double(tick)},
                            {QStringLiteral("data"), data}};
    writeLine("{\"t\":" + QByteArray::number(elapsed()) + ",\"event\":" + compact(event) + '}');
    ++m_events;
}

void MatchRecorder::takeSnapshots()
{
    for (const QString &method : snapshotMethods()) {
        m_client->call(method, QJsonObject(), [this, method](const IcrpResult &r) {
            if (!r.ok || m_broken || !m_file.isOpen())
                return; // not connected any more, or the server has no such method
            writeLine("{\"t\":" + QByteArray::number(elapsed()) + ",\"call\":" + compact(method) +
                      ",\"params\":{},\"result\":" + compact(r.result) + '}');
        });
    }
}

void MatchRecorder::writeLine(const QByteArray &line)
{
    if (m_file.write(line + '\n') == line.size() + 1 && m_file.flush())
        return;
    m_broken = true;
    m_snapshotTimer.stop();
    Q_EMIT failed(Tr::tr("cannot write to %1: %2; the recording stops here.")
                      .arg(m_file.fileName(), m_file.errorString()));
}

} // namespace iccli
