#include "host/PermissionRequests.h"

#include "host/HostLog.h"

#include <algorithm>

namespace ichost {

struct PermissionRequests::Waiting
{
    PermissionRequest request;
    Answer answer;
    QTimer timeout;
};

PermissionRequests::PermissionRequests(QObject *parent) : PermissionRequests(Options{}, parent) {}

PermissionRequests::PermissionRequests(Options options, QObject *parent)
    : QObject(parent), m_options(options)
{
}

PermissionRequests::~PermissionRequests()
{
    // Whoever waits gets an answer: no.
    const QList<quint64> ids = m_waiting.keys();
    for (const quint64 id : ids) {
        if (const auto waiting = m_waiting.take(id))
            waiting->answer(Decision::Deny);
    }
}

void PermissionRequests::setInteractive(bool interactive)
{
    m_interactive = interactive;
}

void PermissionRequests::ask(PermissionRequest request, Answer answer)
{
    if (!m_interactive || m_waiting.size() >= m_options.maxWaiting) {
        qCInfo(lcHost).noquote() << "not asking about" << request.name.left(60) << "-"
                                 << (m_interactive ? "too many questions wait" : "nobody to ask");
        answer(Decision::Deny);
        return;
    }
    request.id = m_nextId++;
    request.askedAt = QDateTime::currentDateTimeUtc();
    auto waiting = std::make_shared<Waiting>();
    waiting->request = request;
    waiting->answer = std::move(answer);
    waiting->timeout.setSingleShot(true);
    const quint64 id = request.id;
    connect(&waiting->timeout, &QTimer::timeout, this, [this, id] { settle(id, Decision::Deny); });
    waiting->timeout.start(m_options.answerTimeoutMs);
    m_waiting.insert(id, waiting);
    qCInfo(lcHost).noquote() << "asking the user: request" << id << "from" << request.name.left(60);
    Q_EMIT requested(request);
}

bool PermissionRequests::answer(quint64 id, Decision decision)
{
    if (!m_waiting.contains(id))
        return false;
    settle(id, decision);
    return true;
}

QList<PermissionRequest> PermissionRequests::waiting() const
{
    QList<PermissionRequest> out;
    for (const auto &waiting : m_waiting)
        out.append(waiting->request);
    std::sort(out.begin(), out.end(),
              [](const PermissionRequest &a, const PermissionRequest &b) { return a.id < b.id; });
    return out;
}

void PermissionRequests::settle(quint64 id, Decision decision)
{
    const auto waiting = m_waiting.take(id);
    if (!waiting)
        return;
    waiting->timeout.stop();
    qCInfo(lcHost).noquote() << "request" << id << "settled:"
                             << (decision == Decision::Deny        ? "deny"
                                 : decision == Decision::AllowOnce ? "allow once"
                                                                   : "allow always");
    waiting->answer(decision);
    Q_EMIT settled(id, decision);
}

} // namespace ichost
