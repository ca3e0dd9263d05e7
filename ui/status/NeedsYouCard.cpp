#include "ui/status/NeedsYouCard.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/AddressText.h"
#include "ui/overlays/ReplayOnStreamBar.h"

#include "host/ToolHost.h"
#include "host/ToolRunner.h"
#include "icrp/protocol/ErrorCode.h"
#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"
#include "tools/ToolRegistry.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTimer>
#include <QVBoxLayout>

namespace icui {

using Page = MainWindow::Page;

NeedsYouCard::NeedsYouCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Needs you"), Tr::tr("Log"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("needsYouCard"));
    bigLine()->setObjectName(QStringLiteral("needsYouText"));
    setClickable(false); // each row has its own button
    openButton()->setToolTip(Tr::tr("Everything the panel did and noticed is on the Log page"));
    connect(this, &StatusCard::openRequested, this, [this] { Q_EMIT pageRequested(Page::Log); });
    m_rows = new QWidget(this);
    auto *rows = new QVBoxLayout(m_rows);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(2);
    body()->addWidget(m_rows);
    m_clock.start();
    m_refusalTimer = new QTimer(this);
    m_refusalTimer->setSingleShot(true);
    connect(m_refusalTimer, &QTimer::timeout, this, &NeedsYouCard::refresh);
    connect(&m_panel, &icpanel::Panel::statusChanged, this, &NeedsYouCard::refresh);
    connect(&m_panel, &icpanel::Panel::toolsChanged, this, &NeedsYouCard::refresh);
    connect(&m_panel, &icpanel::Panel::keychainUnavailable, this, &NeedsYouCard::refresh);
    connect(&m_panel, &icpanel::Panel::replayOnStreamChanged, this, &NeedsYouCard::refresh);
    connect(m_panel.relays(), &icpanel::RelayHost::connectionChanged, this, &NeedsYouCard::refresh);
    connect(m_panel.relays(), &icpanel::RelayHost::relayRemoved, this, &NeedsYouCard::refresh);
    refresh();
}

void NeedsYouCard::refresh()
{
    const QList<Item> now = items();
    QString shown;
    for (const Item &item : now)
        shown += item.key + QLatin1Char('\n') + item.text + QLatin1Char('\n');
    if (shown == m_shown && !m_shown.isEmpty())
        return;
    m_shown = shown;
    showItems(now);
    if (now.isEmpty())
        setContent(Tr::tr("Nothing needs you"), {}, Tone::Good);
    else
        // One text for one thing (English and German say it differently from "%n things"),
        // and a %n text for more, whose source is already the English plural.
        setContent(now.size() == 1 ? Tr::tr("1 thing needs you")
                                   : Tr::tr("%n things need you", nullptr, int(now.size())),
                   {}, Tone::Warning);
}

QList<NeedsYouCard::Item> NeedsYouCard::items()
{
    QList<Item> items;
    addPromptItems(items);
    addHostItem(items);
    addConnectionItems(items);
    addUnreachableItem(items);
    addReplayItem(items);
    addToolItems(items);
    addRelayItems(items);
    addRefusalItems(items);
    if (!m_panel.keychainNotice().isEmpty())
        items << Item{QStringLiteral("keychain"),
                      Tr::tr("No keychain: passwords last only until the panel quits. Start "
                             "your desktop's keyring and restart the panel."),
                      Tr::tr("Password"), [this] { Q_EMIT pageRequested(Page::Password); }};
    return items;
}

void NeedsYouCard::addPromptItems(QList<Item> &items)
{
    const ichost::ToolHost *host = m_panel.host();
    if (!host)
        return;
    for (const ichost::PermissionRequest &request : host->requests()->waiting()) {
        const QString text =
            request.kind == ichost::PermissionRequest::Kind::Escalation
                ? Tr::tr("%1 asks for %2 access.").arg(request.name, icrp::tierName(request.tier))
                : Tr::tr("An unknown program, %1, asks to connect.").arg(request.name);
        items << Item{QStringLiteral("prompt:%1").arg(request.id), text, Tr::tr("Answer"),
                      [this] { Q_EMIT promptsRequested(); }};
    }
}

void NeedsYouCard::addHostItem(QList<Item> &items)
{
    // While the host could not start (its port taken, most often by another panel that runs).
    const auto problem = m_panel.hostProblem();
    if (m_panel.host() || !problem)
        return;
    const quint16 port = problem->port;
    items << Item{QStringLiteral("host"),
                  Tr::tr("The overlay host could not start on port %1, so OBS cannot load "
                         "overlays. Another panel may be using the port: quit it, then try again.")
                      .arg(port),
                  Tr::tr("Try Again"), [this, port] { retryHost(port); }};
}

void NeedsYouCard::retryHost(quint16 port)
{
    const auto started = m_panel.startHost(port);
    ActionFeedback::say(
        this, started
                  ? Tr::tr("The overlay host is running on port %1.").arg(port)
                  : Tr::tr("The overlay host still cannot start: %1").arg(started.error().message));
    refresh();
}

void NeedsYouCard::addConnectionItems(QList<Item> &items)
{
    using Failure = icrp::IcrpClient::Failure;
    if (m_panel.status() != icpanel::Panel::Status::Refused)
        return;
    switch (m_panel.failure()) {
    case Failure::WrongPassword:
    case Failure::PasswordRequired:
        items << Item{QStringLiteral("password"), Tr::tr("The game refused the password."),
                      Tr::tr("Password"), [this] { Q_EMIT pageRequested(Page::Password); }};
        break;
    case Failure::TierRefused:
        items << Item{QStringLiteral("tier"), Tr::tr("The game refused the tier asked for."),
                      Tr::tr("Settings"), [this] { Q_EMIT settingsRequested(); }};
        break;
    default:
        break;
    }
}

void NeedsYouCard::addUnreachableItem(QList<Item> &items)
{
    using Failure = icrp::IcrpClient::Failure;
    using Status = icpanel::Panel::Status;
    const Status status = m_panel.status();
    // Between two tries too (Connecting), so that the row does not blink with the countdown.
    if (status != Status::Reconnecting && status != Status::Connecting &&
        status != Status::Authenticating)
        return;
    const Failure failure = m_panel.failure();
    const QString game = m_panel.currentProfile().name;
    if (failure == Failure::Refused) {
        const QString address = m_panel.currentProfile().url.toString(QUrl::RemoveUserInfo);
        items << Item{QStringLiteral("unreachable"),
                      // Its own words, short, about what to do (the Game card says why).
                      Tr::tr("Start the game at %1, or correct its address.").arg(address),
                      Tr::tr("Check the Address…"), [this] { Q_EMIT addressCheckRequested(); }};
        return;
    }
    if (failure == Failure::TimedOut || failure == Failure::ServerShutdown ||
        failure == Failure::TooManyConnections || failure == Failure::ProtocolError ||
        failure == Failure::Closed)
        items << Item{QStringLiteral("unreachable"),
                      Tr::tr("%1 cannot be reached; the panel keeps trying. The Game card says "
                             "why.")
                          .arg(game),
                      Tr::tr("Retry Now"), [this] { Q_EMIT retryRequested(); }};
}

void NeedsYouCard::addReplayItem(QList<Item> &items)
{
    const QString replay = m_panel.replayOnStream();
    if (replay.isEmpty())
        return;
    // The same words as the bar above the cards.
    items << Item{QStringLiteral("replay"), ReplayOnStreamBar::replayingText(m_panel, replay),
                  Tr::tr("Back to Live"), [this] { m_panel.endReplayOnStream(); }};
}

void NeedsYouCard::addToolItems(QList<Item> &items)
{
    const ictools::ToolRegistry *tools = m_panel.tools();
    if (!tools)
        return;
    const ichost::ToolRunner *runner = m_panel.host() ? m_panel.host()->runner() : nullptr;
    const auto toTools = [this] { Q_EMIT pageRequested(Page::Tools); };
    for (const ictools::InstalledTool &tool : tools->tools()) {
        if (tool.pending)
            items << Item{QStringLiteral("update:") + tool.id,
                          Tr::tr("The update of %1 to %2 waits for your approval.")
                              .arg(tool.name, tool.pending->version),
                          Tr::tr("Review"), toTools};
        if (runner && tool.isProgram() &&
            runner->state(tool.id) == ichost::ToolRunner::State::Failed)
            items << Item{QStringLiteral("tool:") + tool.id,
                          Tr::tr("%1 stopped: %2").arg(tool.name, runner->statusText(tool.id)),
                          Tr::tr("Tools"), toTools};
    }
}

void NeedsYouCard::addRelayItems(QList<Item> &items)
{
    using icrelayclient::RelayConnection;
    const icpanel::RelayHost *relays = m_panel.relays();
    for (const QString &name : relays->relayNames()) {
        const RelayConnection *connection = relays->connection(name);
        // It does not try again by itself: a new token, or the user's word on a certificate.
        if (!connection || connection->state() != RelayConnection::State::Disconnected)
            continue;
        const QString code = connection->lastError().code;
        QString text;
        if (code == u"relay.token-refused")
            text = Tr::tr("The relay %1 refused its token (expired or revoked): sign in again "
                          "on the Tournament page.")
                       .arg(name);
        else if (code == u"relay.tls.changed")
            text = Tr::tr("The relay %1 shows another certificate than the one you trusted: it "
                          "is not connected until you decide, on the Tournament page.")
                       .arg(name);
        else if (code == u"relay.tls.untrusted")
            text = Tr::tr("The relay %1's certificate is not trusted yet: compare its "
                          "fingerprint on the Tournament page.")
                       .arg(name);
        if (text.isEmpty())
            continue;
        items << Item{QStringLiteral("relay:") + name, text, Tr::tr("Tournament"),
                      [this] { Q_EMIT pageRequested(Page::Tournament); }};
    }
}

void NeedsYouCard::noteRefusedCall(const QString &toolId, const QString &, int code,
                                   const QString &message)
{
    const QString reason = shortReason(code, message);
    if (reason.isEmpty())
        return;
    const qint64 now = m_clock.elapsed();
    m_refusals.insert(toolId, Refusal{reason, advice(code), now});
    refresh();
}

QString NeedsYouCard::shortReason(int code, const QString &message)
{
    switch (icrp::ErrorCode(code)) {
    case icrp::ErrorCode::RateLimited:
        return Tr::tr("too many calls");
    case icrp::ErrorCode::PermissionDenied:
        return Tr::tr("not allowed: %1").arg(message.section(QLatin1Char(':'), 0, 0).left(60));
    case icrp::ErrorCode::ReadOnlyViolation:
        return Tr::tr("the game is read-only for it");
    case icrp::ErrorCode::DisabledInRanked:
        return Tr::tr("disabled in ranked matches");
    default:
        return {}; // the game away, a wrong parameter…: not the user's to settle
    }
}

QString NeedsYouCard::advice(int code)
{
    switch (icrp::ErrorCode(code)) {
    case icrp::ErrorCode::RateLimited:
        return Tr::tr("Close the copies of it you do not need in OBS or a browser.");
    case icrp::ErrorCode::PermissionDenied:
        return Tr::tr("The rest of it works; its author may need a higher tier.");
    case icrp::ErrorCode::ReadOnlyViolation:
        return Tr::tr("It can still watch the game.");
    case icrp::ErrorCode::DisabledInRanked:
        return Tr::tr("It works again outside ranked matches.");
    default:
        return {};
    }
}

QSet<QString> NeedsYouCard::connectedTools() const
{
    QSet<QString> ids;
    const ichost::ToolHost *host = m_panel.host();
    if (!host)
        return ids;
    for (const icrp::IcrpSessionInfo &session : host->sessions()) {
        if (session.identified)
            ids.insert(session.grant.toolId);
    }
    return ids;
}

void NeedsYouCard::forgetOldRefusals()
{
    const qint64 now = m_clock.elapsed();
    // A refusal stays while its tool runs (a copy of it may still call too often), and goes
    // once no session of it is left (nothing is left to close), or after ten times the memory
    // without another refusal.
    const QSet<QString> connected = connectedTools();
    qint64 next = -1;
    for (auto it = m_refusals.begin(); it != m_refusals.end();) {
        const qint64 quiet = it->atMs + 10 * m_refusalMemoryMs - now;
        if (!connected.contains(it.key()) || quiet <= 0) {
            it = m_refusals.erase(it);
            continue;
        }
        next = next < 0 ? quiet : std::min(next, quiet);
        ++it;
    }
    if (next < 0)
        m_refusalTimer->stop();
    else
        m_refusalTimer->start(int(next));
}

void NeedsYouCard::addRefusalItems(QList<Item> &items)
{
    forgetOldRefusals();
    const ictools::ToolRegistry *tools = m_panel.tools();
    QStringList ids = m_refusals.keys();
    ids.sort();
    for (const QString &id : std::as_const(ids)) {
        const ictools::InstalledTool *tool = tools ? tools->find(id) : nullptr;
        const QString name = tool ? tool->name : id;
        const Refusal &refusal = m_refusals.value(id);
        // What to do, in short; the Log line (the button) says it in full.
        items << Item{QStringLiteral("refused:") + id,
                      Tr::tr("%1: some of its calls were refused (%2). %3")
                          .arg(name, refusal.reason, refusal.advice),
                      Tr::tr("Open Log"), [this, id] {
                          // Read: the Log says it in full.
                          m_refusals.remove(id);
                          Q_EMIT pageRequested(Page::Log);
                          refresh();
                      }};
    }
}

void NeedsYouCard::showItems(const QList<Item> &items)
{
    // Later: the button pressed may be among them.
    for (QWidget *row : m_rows->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        row->hide();
        row->setParent(nullptr);
        row->deleteLater();
    }
    for (const Item &item : items) {
        auto *row = new QWidget(m_rows);
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        auto *text = new QLabel(AddressText::keptWhole(item.text), row);
        text->setObjectName(QStringLiteral("needsYouText"));
        text->setAccessibleName(item.text);
        text->setWordWrap(true);
        text->setTextFormat(Qt::PlainText);
        auto *button = new QPushButton(item.button, row);
        button->setObjectName(QStringLiteral("needsYouButton"));
        button->setProperty("item", item.key);
        button->setAccessibleName(item.button + QStringLiteral(": ") + item.text);
        connect(button, &QPushButton::clicked, this, item.act);
        layout->addWidget(text, 1);
        layout->addWidget(button, 0, Qt::AlignTop);
        m_rows->layout()->addWidget(row);
    }
}

QList<QPushButton *> NeedsYouCard::itemButtons() const
{
    return m_rows->findChildren<QPushButton *>(QStringLiteral("needsYouButton"));
}

} // namespace icui
