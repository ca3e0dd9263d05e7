#include "host/PermissionRequests.h"
#include "host/Tr.h"

#include "common/ForeignText.h"
#include "host/HostLog.h"

#include <algorithm>

namespace ichost {

struct PermissionRequests::Waiting
{
    PermissionRequest request;
    Answer answer;
    QTimer timeout;
};

namespace {

bool isPairing(const PermissionRequest &request)
{
    return request.kind == PermissionRequest::Kind::Pairing;
}

/// What a log line shows of a name someone chose.
QString logged(const QString &name)
{
    return ic::ForeignText::escaped(name.left(60));
}

} // namespace

PermissionRequests::PermissionRequests(QObject *parent) : PermissionRequests(Options{}, parent) {}

PermissionRequests::PermissionRequests(Options options, QObject *parent)
    : QObject(parent), m_options(options)
{
}

PermissionRequests::~PermissionRequests()
{
    denyAll();
}

void PermissionRequests::denyAll()
{
    const QList<quint64> ids = m_waiting.keys();
    for (const quint64 id : ids) {
        if (const auto waiting = m_waiting.take(id))
            waiting->answer(Decision::Deny, {});
    }
}

void PermissionRequests::setInteractive(bool interactive)
{
    m_interactive = interactive;
}

QString PermissionRequests::whyNotAsk(const PermissionRequest &request)
{
    if (!m_interactive)
        return Tr::tr("nobody is there to ask");
    const auto waitingPairings = std::count_if(m_waiting.cbegin(), m_waiting.cend(),
                                               [](const auto &w) { return isPairing(w->request); });
    if (m_waiting.size() >= m_options.maxWaiting ||
        (isPairing(request) && waitingPairings >= m_options.maxWaitingPairings))
        return Tr::tr("too many questions wait for the user already");
    if (!isPairing(request))
        return {};
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_pairingsAsked.removeIf([now](qint64 at) { return now - at > 60'000; });
    if (m_pairingsAsked.size() >= m_options.maxPairingsPerMinute)
        return Tr::tr("too many unknown programs asked this minute");
    const auto denied = m_deniedAt.constFind(request.name);
    if (denied != m_deniedAt.cend() && now - *denied < m_options.deniedQuietMs)
        return Tr::tr("the user just turned \"%1\" down").arg(request.name.left(60));
    m_pairingsAsked.append(now);
    return {};
}

void PermissionRequests::ask(PermissionRequest request, Answer answer)
{
    if (const QString why = whyNotAsk(request); !why.isEmpty()) {
        qCInfo(lcHost).noquote() << "not asking about" << logged(request.name) << "-" << why;
        answer(Decision::Deny, why);
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
    qCInfo(lcHost).noquote() << "asking the user: request" << id << "from" << logged(request.name);
    Q_EMIT requested(request);
}

bool PermissionRequests::answer(quint64 id, Decision decision)
{
    if (!m_waiting.contains(id))
        return false;
    settle(id, decision);
    return true;
}

void PermissionRequests::withdraw(const QString &sessionId)
{
    QList<quint64> gone;
    for (const auto &waiting : std::as_const(m_waiting)) {
        if (waiting->request.sessionId == sessionId)
            gone << waiting->request.id;
    }
    for (const quint64 id : std::as_const(gone)) {
        qCInfo(lcHost) << "request" << id << "withdrawn: its connection closed";
        settle(id, Decision::Deny, false);
    }
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

bool PermissionRequests::isMcpPairing(const PermissionRequest &request, QString *client)
{
    // McpPanelGame's names: "<client> via ic-tool mcp", or "ic-tool mcp" for a client unnamed.
    static const QString kAlone = QStringLiteral("ic-tool mcp");
    static const QString kVia = QStringLiteral(" via ") + kAlone;
    if (!isPairing(request) || request.toolId != QLatin1String("mcp"))
        return false;
    if (request.name == kAlone) {
        if (client)
            client->clear();
        return true;
    }
    if (!request.name.endsWith(kVia) || request.name.size() == kVia.size())
        return false;
    if (client)
        *client = request.name.chopped(kVia.size()).trimmed();
    return true;
}

void PermissionRequests::settle(quint64 id, Decision decision, bool remember)
{
    const auto waiting = m_waiting.take(id);
    if (!waiting)
        return;
    waiting->timeout.stop();
    qCInfo(lcHost).noquote() << "request" << id << "settled:"
                             << (decision == Decision::Deny        ? "deny"
                                 : decision == Decision::AllowOnce ? "allow once"
                                                                   : "allow always");
    if (remember && decision == Decision::Deny && isPairing(waiting->request)) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        m_deniedAt.removeIf([this, now](const auto &entry) {
            return now - entry.value() >= m_options.deniedQuietMs;
        });
        m_deniedAt.insert(waiting->request.name, now);
    }
    waiting->answer(decision, {});
    Q_EMIT settled(id, decision);
}

} // namespace ichost
