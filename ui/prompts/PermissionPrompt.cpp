#include "ui/prompts/PermissionPrompt.h"
#include "ui/Tr.h"
#include "ui/tools/TierRisk.h"

#include "host/PermissionRequests.h"
#include "tools/PermissionSummary.h"
#include "tools/ToolGrant.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

namespace {

std::optional<PermissionPrompt::Decision> &nextAnswer()
{
    static std::optional<PermissionPrompt::Decision> answer;
    return answer;
}

QString &lastHeadlineText()
{
    static QString text;
    return text;
}

QString &lastBodyText()
{
    static QString text;
    return text;
}

/// The categories of category and event names, in the canonical order.
QList<icrp::EventCategory> categoriesOf(const QStringList &names)
{
    QList<icrp::EventCategory> categories;
    for (const QString &name : names) {
        auto category = icrp::parseCategory(name);
        if (!category)
            category = icrp::categoryOfEvent(name);
        if (category && !categories.contains(*category))
            categories << *category;
    }
    return categories;
}

QString itemList(const QStringList &lines, const QString &mark)
{
    QString html;
    for (const QString &line : lines)
        html += QStringLiteral("<br>&nbsp;&nbsp;%1 %2").arg(mark, line.toHtmlEscaped());
    return html;
}

QString headlineFor(const ichost::PermissionRequest &r)
{
    if (ichost::PermissionRequests::isMcpPairing(r))
        return Tr::tr("An AI assistant (MCP) wants to read your matches");
    if (r.kind == ichost::PermissionRequest::Kind::Pairing)
        return Tr::tr("An unknown program wants to use the game");
    return Tr::tr("%1 asks for more than you gave it").arg(r.name);
}

/// `ic-tool mcp`'s question: an AI assistant, by the name its MCP client gave, and what the
/// model will read; the rest as for any program (what it will not get, the ranked line).
QString mcpBodyFor(const ichost::PermissionRequest &r, const QString &client)
{
    const QString who = client.isEmpty()
                            ? Tr::tr("An AI assistant's MCP client that gave no name")
                            : Tr::tr("An AI assistant's MCP client that calls itself <b>“%1”</b>")
                                  .arg(client.toHtmlEscaped());
    const QString allows =
        r.tier != icrp::Tier::Observer
            ? QStringLiteral("<br><br><b>%1</b>").arg(TierRisk::allows(r.tier).toHtmlEscaped())
            : QString();
    const ictools::PermissionSummary asked(r.tier, {}, {});
    return Tr::tr("%1 started IC Control Panel's MCP server (ic-tool mcp), which connected from "
                  "%2 to the panel's gateway. It is not an installed tool: anything on this "
                  "computer can give itself that name.")
               .arg(who, r.address.toHtmlEscaped()) +
           QStringLiteral("<br><br>") + Tr::tr("The AI model will be able to read (read-only):") +
           itemList(TierRisk::mcpReads(r.tier), QStringLiteral("✓")) + allows +
           QStringLiteral("<br><br>") + Tr::tr("It will not get:") +
           itemList(TierRisk::mcpWillNotGet(r.tier), QStringLiteral("✗")) +
           QStringLiteral("<br><br>") + asked.rankedLine().toHtmlEscaped();
}

QString bodyFor(const ichost::PermissionRequest &r)
{
    if (QString client; ichost::PermissionRequests::isMcpPairing(r, &client))
        return mcpBodyFor(r, client);
    const ictools::PermissionSummary asked(r.tier, categoriesOf(r.subscriptions), {});
    QString who;
    if (r.kind == ichost::PermissionRequest::Kind::Pairing) {
        who = Tr::tr("A program that calls itself <b>“%1”</b> connected from %2 to IC Control "
                     "Panel's gateway. It is not an installed tool: anything on this computer can "
                     "give itself that name.")
                  .arg(r.name.toHtmlEscaped(), r.address.toHtmlEscaped());
    } else {
        const ictools::PermissionSummary has(r.grantedTier, categoriesOf(r.grantedCategories), {});
        who = Tr::tr("The installed tool <b>%1</b> (%2)%3 has:%4")
                  .arg(r.name.toHtmlEscaped(), r.toolId.toHtmlEscaped(),
                       r.origin.isEmpty()
                           ? QString()
                           : Tr::tr(", from its page %1").arg(r.origin.toHtmlEscaped()),
                       itemList(has.requests(), QStringLiteral("✓")));
    }
    // A tier above what it has: what that allows, in the install dialog's plain words.
    const bool raise =
        r.tier != icrp::Tier::Observer && (r.kind == ichost::PermissionRequest::Kind::Pairing ||
                                           !ictools::ToolGrant::tierCovers(r.grantedTier, r.tier));
    const QString allows =
        raise ? QStringLiteral("<br><br><b>%1</b>").arg(TierRisk::allows(r.tier).toHtmlEscaped())
              : QString();
    return who + QStringLiteral("<br><br>") + Tr::tr("It asks for:") +
           itemList(asked.requests(), QStringLiteral("✓")) + allows + QStringLiteral("<br><br>") +
           Tr::tr("It will not get:") +
           itemList(TierRisk::willNotGet(r.tier, false), QStringLiteral("✗")) +
           QStringLiteral("<br><br>") + asked.rankedLine().toHtmlEscaped();
}

} // namespace

PermissionPrompt::PermissionPrompt(const ichost::PermissionRequest &request, int answerTimeoutMs,
                                   QWidget *parent)
    : QDialog(parent), m_request(request)
{
    setObjectName(QStringLiteral("permissionPrompt"));
    setWindowTitle(Tr::tr("IC Control Panel: allow?"));
    setAttribute(Qt::WA_DeleteOnClose);
    lastHeadlineText() = headlineFor(request);
    lastBodyText() = bodyFor(request);
    m_headline =
        new QLabel(QStringLiteral("<h3>%1</h3>").arg(lastHeadlineText().toHtmlEscaped()), this);
    m_body = new QLabel(lastBodyText(), this);
    m_body->setObjectName(QStringLiteral("promptBody"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_countdown = new QLabel(this);
    m_countdown->setObjectName(QStringLiteral("promptCountdown"));

    auto *buttons = new QDialogButtonBox(this);
    m_once = buttons->addButton(Tr::tr("Allow &Once"), QDialogButtonBox::AcceptRole);
    m_always = buttons->addButton(Tr::tr("&Always Allow"), QDialogButtonBox::AcceptRole);
    m_deny = buttons->addButton(Tr::tr("&Deny"), QDialogButtonBox::RejectRole);
    m_once->setObjectName(QStringLiteral("allowOnceButton"));
    m_always->setObjectName(QStringLiteral("alwaysButton"));
    m_deny->setObjectName(QStringLiteral("denyButton"));
    m_deny->setDefault(true);
    m_always->setEnabled(canKeep(request));
    m_always->setToolTip(
        canKeep(request) ? Tr::tr("Keep it: it is not asked again; revoke it on the Tools page.")
                         : Tr::tr("Admin and mod access do not mix: this can be allowed once."));
    connect(m_once, &QPushButton::clicked, this, [this] { choose(Decision::AllowOnce); });
    connect(m_always, &QPushButton::clicked, this, [this] { choose(Decision::AllowAlways); });
    connect(m_deny, &QPushButton::clicked, this, [this] { choose(Decision::Deny); });
    // Closed with Escape or the window's button: no.
    connect(this, &QDialog::rejected, this, [this] { choose(Decision::Deny); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_body);
    layout->addWidget(m_countdown);
    layout->addWidget(buttons);

    m_secondsLeft = (answerTimeoutMs + 999) / 1000;
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &PermissionPrompt::tick);
    m_clock.start();
    tick();
}

bool PermissionPrompt::canKeep(const ichost::PermissionRequest &request)
{
    return request.kind == ichost::PermissionRequest::Kind::Pairing ||
           ictools::ToolGrant::tierCovers(request.tier, request.grantedTier);
}

QString PermissionPrompt::headline() const
{
    return headlineFor(m_request);
}

QString PermissionPrompt::body() const
{
    return bodyFor(m_request);
}

void PermissionPrompt::dismiss()
{
    m_chosen = true;
    m_clock.stop();
    close();
}

void PermissionPrompt::choose(Decision decision)
{
    if (m_chosen)
        return;
    m_chosen = true;
    m_clock.stop();
    Q_EMIT decided(decision);
    close();
}

void PermissionPrompt::tick()
{
    m_countdown->setText(
        Tr::tr("Denied by itself in %n s unless you answer.", nullptr, qMax(0, m_secondsLeft)));
    --m_secondsLeft;
}

void PermissionPrompt::setNextAnswer(Decision decision)
{
    nextAnswer() = decision;
}

std::optional<PermissionPrompt::Decision> PermissionPrompt::takeNextAnswer()
{
    return std::exchange(nextAnswer(), std::nullopt);
}

QString PermissionPrompt::lastHeadline()
{
    return lastHeadlineText();
}

QString PermissionPrompt::lastBody()
{
    return lastBodyText();
}

} // namespace icui
