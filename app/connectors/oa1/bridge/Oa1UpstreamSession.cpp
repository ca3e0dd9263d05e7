#include "connectors/oa1/bridge/Oa1UpstreamSession.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Log.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace icconnectors::oa1 {
namespace {

QByteArray idKey(const QJsonValue &id)
{
    return QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact);
}

bool isNotification(const QJsonValue &entry)
{
    const QJsonObject o = entry.toObject();
    return entry.isObject() && o.contains(QLatin1String("method")) &&
           !o.contains(QLatin1String("id"));
}

} // namespace

Oa1UpstreamSession::Oa1UpstreamSession(const QUrl &game, QObject *parent)
    : QObject(parent), m_game(game)
{
    connect(&m_socket, &QWebSocket::textMessageReceived, this, &Oa1UpstreamSession::onText);
    connect(&m_socket, &QWebSocket::disconnected, this, [this] {
        const QString why =
            m_socket.closeCode() != QWebSocketProtocol::CloseCodeNormal ||
                    !m_socket.closeReason().isEmpty()
                ? QStringLiteral("%1 %2").arg(int(m_socket.closeCode())).arg(m_socket.closeReason())
                : m_socket.errorString();
        end(m_helloSeen ? Tr::tr("the game closed the session (%1)").arg(why.trimmed())
                        : Tr::tr("cannot reach the game at %1: %2")
                              .arg(m_game.toString(), m_socket.errorString()));
    });
}

Oa1UpstreamSession::~Oa1UpstreamSession()
{
    m_socket.disconnect(this);
    m_socket.abort();
}

void Oa1UpstreamSession::open()
{
    m_socket.open(m_game);
}

void Oa1UpstreamSession::close(const QString &reason)
{
    if (m_closed)
        return;
    m_closedByBridge = true;
    m_socket.disconnect(this);
    m_socket.abort();
    end(reason);
}

void Oa1UpstreamSession::call(const QByteArray &payload, Done done)
{
    if (!isOpen()) {
        done(ic::Error{QStringLiteral("session_closed"), m_closeReason});
        return;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(payload);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        if (o.contains(QLatin1String("id")))
            m_singles.append({idKey(o.value(QLatin1String("id"))), std::move(done)});
        else
            done(QByteArray()); // a notification: the game answers nothing
    } else {
        const QJsonArray entries = doc.array();
        bool answered = entries.isEmpty();
        Batch batch;
        for (const QJsonValue &entry : entries) {
            answered = answered || !isNotification(entry);
            if (entry.toObject().contains(QLatin1String("id")))
                batch.ids.insert(idKey(entry.toObject().value(QLatin1String("id"))));
        }
        if (answered) {
            batch.done = std::move(done);
            m_batches.append(std::move(batch));
        } else {
            done(QByteArray()); // notifications only: no answer
        }
    }
    m_socket.sendTextMessage(QString::fromUtf8(payload));
}

void Oa1UpstreamSession::onText(const QString &text)
{
    const QByteArray raw = text.toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(raw);
    if (doc.isArray()) {
        answerBatch(doc.array(), raw);
        return;
    }
    const QJsonObject o = doc.object();
    const QString method = o.value(QLatin1String("method")).toString();
    if (method == QLatin1String("ic/hello") && !m_helloSeen) {
        m_helloSeen = true;
        Q_EMIT hello(o.value(QLatin1String("params")).toObject());
    } else if (!m_helloSeen && o.contains(QLatin1String("error"))) {
        end(Tr::tr("the game refused the session: %1")
                .arg(o.value(QLatin1String("error"))
                         .toObject()
                         .value(QLatin1String("message"))
                         .toString()));
        m_socket.abort();
    } else if (method.isEmpty()) {
        answerSingle(o, raw);
    } // else an event or another notification: not relayed over IRC
}

void Oa1UpstreamSession::answerSingle(const QJsonObject &response, const QByteArray &raw)
{
    const QByteArray key = idKey(response.value(QLatin1String("id")));
    for (qsizetype i = 0; i < m_singles.size(); ++i) {
        if (m_singles.at(i).first == key || (response.value(QLatin1String("id")).isNull())) {
            Done done = m_singles.takeAt(i).second;
            done(raw);
            return;
        }
    }
    qCDebug(lcOa1) << "an answer from the game matched no request";
}

void Oa1UpstreamSession::answerBatch(const QJsonArray &responses, const QByteArray &raw)
{
    if (m_batches.isEmpty())
        return;
    QSet<QByteArray> ids;
    for (const QJsonValue &r : responses) {
        if (!r.toObject().value(QLatin1String("id")).isNull())
            ids.insert(idKey(r.toObject().value(QLatin1String("id"))));
    }
    qsizetype match = 0;
    for (qsizetype i = 0; i < m_batches.size(); ++i) {
        if (m_batches.at(i).ids == ids) {
            match = i;
            break;
        }
    }
    Done done = m_batches.takeAt(match).done;
    done(raw);
}

void Oa1UpstreamSession::end(const QString &reason)
{
    if (m_closed)
        return;
    m_closed = true;
    m_closeReason = reason;
    const auto singles = std::exchange(m_singles, {});
    const auto batches = std::exchange(m_batches, {});
    const ic::Error error{QStringLiteral("session_closed"), reason};
    for (const auto &s : singles)
        s.second(error);
    for (const auto &b : batches)
        b.done(error);
    Q_EMIT closed(reason);
}

} // namespace icconnectors::oa1
