#include "ui/tools/ToolSummaryParts.h"
#include "ui/Tr.h"

#include "ui/common/MessageBar.h"

#include "tools/InstalledTool.h"
#include "tools/PermissionSummary.h"

#include <QDialog>
#include <QLabel>
#include <QLayout>
#include <QScreen>
#include <QToolButton>
#include <QVBoxLayout>

namespace icui::ToolSummaryParts {

namespace {
constexpr int MinimumWidth = 420;
constexpr int MinimumHeight = 320;
constexpr int PreferredWidth = 600;
} // namespace

QString bulleted(const QStringList &lines, const QString &mark)
{
    QStringList out;
    for (const QString &line : lines)
        out << mark + QLatin1Char(' ') + line;
    return out.join(QLatin1Char('\n'));
}

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    // Selectable with the mouse, not a Tab stop: a focused label shows no focus ring, and Tab
    // seemed to vanish between the buttons (twentieth newcomer, the Update dialog).
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QLabel *sectionHeading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

QLabel *dialogHeading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(QStringLiteral("dialogHeading"));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.3);
    label->setFont(font);
    return label;
}

MessageBar *verdictBar(const std::optional<TierRisk::Risk> &risk, icrp::Tier tier, QWidget *parent)
{
    if (risk) { // a warning (⚠), red or amber as the risk deserves: nothing went wrong
        auto *bar = new MessageBar(parent);
        bar->setObjectName(QStringLiteral("riskBar"));
        bar->setTone(risk->level == TierRisk::Level::Danger ? MessageBar::Kind::Error
                                                            : MessageBar::Kind::Warning);
        // The verdict stays while the dialog is open: it is what the user agrees to, or holds.
        bar->showMessage(MessageBar::Kind::Warning, risk->text, 0);
        bar->closeButton()->hide();
        return bar;
    }
    if (tier != icrp::Tier::Observer)
        return nullptr;
    auto *bar = new MessageBar(parent);
    bar->setObjectName(QStringLiteral("lowRiskBar"));
    // The verdict stays while the dialog is open: it is what the user agrees to, or holds.
    bar->showMessage(MessageBar::Kind::Information, TierRisk::lowRisk(), 0);
    bar->closeButton()->hide();
    return bar;
}

void addAuthor(QVBoxLayout *layout, const QString &author, QStringList &text)
{
    QWidget *content = layout->parentWidget();
    // tool.yaml is free text and packages are not signed: nothing checks who made it.
    const QString by = Tr::tr("Unverified author: %1").arg(author);
    auto *label = wrappedLabel(by, content);
    label->setObjectName(QStringLiteral("authorLabel"));
    label->setToolTip(Tr::tr("The package names its author itself and packages are not "
                             "signed, so the panel cannot check who made it."));
    layout->addWidget(label);
    auto *why = wrappedLabel(
        Tr::tr("The package names its author itself; packages are not signed."), content);
    why->setObjectName(QStringLiteral("authorHint"));
    why->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(why);
    text << by << why->text();
}

void addBundledOrigin(QVBoxLayout *layout, QStringList &text)
{
    const QString origin = Tr::tr("Comes with IC Control Panel");
    auto *label = wrappedLabel(origin, layout->parentWidget());
    label->setObjectName(QStringLiteral("authorLabel"));
    layout->addWidget(label);
    text << origin;
}

void addPermissions(QVBoxLayout *layout, const ictools::PermissionSummary &summary, icrp::Tier tier,
                    bool hasNetwork, QStringList &text)
{
    QWidget *content = layout->parentWidget();
    layout->addWidget(sectionHeading(Tr::tr("This tool requests"), content));
    const QString requests = bulleted(summary.requests(), QStringLiteral("✓"));
    layout->addWidget(wrappedLabel(requests, content));
    text << Tr::tr("This tool requests") << requests;
    const QStringList withheld = TierRisk::willNotGet(tier, hasNetwork);
    if (!withheld.isEmpty()) {
        layout->addWidget(sectionHeading(Tr::tr("Will not get"), content));
        const QString lacks = bulleted(withheld, QStringLiteral("✗"));
        auto *lacksLabel = wrappedLabel(lacks, content);
        lacksLabel->setObjectName(QStringLiteral("willNotGet"));
        layout->addWidget(lacksLabel);
        text << Tr::tr("Will not get") << lacks;
    }
    layout->addWidget(wrappedLabel(summary.rankedLine(), content));
    text << summary.rankedLine();
}

bool isMcpServer(const ictools::InstalledTool &tool)
{
    return tool.paired && (tool.id == QLatin1String("mcp") ||
                           tool.name.endsWith(QLatin1String(" via ic-tool mcp")));
}

void addMcpReads(QVBoxLayout *layout, icrp::Tier tier, QStringList &text)
{
    QWidget *content = layout->parentWidget();
    const QString heading = Tr::tr("The AI model can read (read-only)");
    layout->addWidget(sectionHeading(heading, content));
    const QString reads = bulleted(TierRisk::mcpReads(tier), QStringLiteral("✓"));
    auto *readsLabel = wrappedLabel(reads, content);
    readsLabel->setObjectName(QStringLiteral("mcpReads"));
    layout->addWidget(readsLabel);
    text << heading << reads;
    layout->addWidget(sectionHeading(Tr::tr("Will not get"), content));
    const QString lacks = bulleted(TierRisk::mcpWillNotGet(tier), QStringLiteral("✗"));
    auto *lacksLabel = wrappedLabel(lacks, content);
    lacksLabel->setObjectName(QStringLiteral("willNotGet"));
    layout->addWidget(lacksLabel);
    text << Tr::tr("Will not get") << lacks;
    const QString ranked = ictools::PermissionSummary(tier, {}, {}).rankedLine();
    layout->addWidget(wrappedLabel(ranked, content));
    text << ranked;
}

void fitToContent(QDialog &dialog, QWidget *content, const QList<QWidget *> &around)
{
    // As large as what it shows (within the screen), no larger; the user may resize it.
    const QWidget *parent = dialog.parentWidget();
    const QRect screen = (parent ? parent->screen() : dialog.screen())->availableGeometry();
    const int width = qBound(MinimumWidth, qMax(PreferredWidth, content->sizeHint().width()),
                             screen.width() * 9 / 10);
    const QMargins margins = dialog.layout()->contentsMargins();
    const int spacing = dialog.layout()->spacing();
    const int inner = width - margins.left() - margins.right();
    const auto heightOf = [inner](QWidget *widget) {
        return widget->hasHeightForWidth() ? widget->heightForWidth(inner)
                                           : widget->sizeHint().height();
    };
    int height = margins.top() + margins.bottom() + heightOf(content);
    for (QWidget *widget : around) {
        if (widget)
            height += heightOf(widget) + spacing;
    }
    // A short dialog is not stretched to the minimum: that left empty space above the buttons.
    height = qMin(height, screen.height() * 9 / 10);
    dialog.setMinimumSize(MinimumWidth, qMin(MinimumHeight, height));
    dialog.resize(width, height);
}

} // namespace icui::ToolSummaryParts
