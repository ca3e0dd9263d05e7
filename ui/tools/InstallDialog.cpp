#include "ui/tools/InstallDialog.h"
#include "ui/Tr.h"
#include "ui/common/ModalDialog.h"

#include "ui/common/MessageBar.h"
#include "ui/tools/SourceViewDialog.h"
#include "ui/tools/TierRisk.h"
#include "ui/tools/ToolSummaryParts.h"

#include "tools/PermissionSummary.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace icui {

namespace {
InstallDialog::Answer g_nextAnswer = InstallDialog::Answer::None;
std::function<void()> g_whileShown;
QString g_lastText;

constexpr qint64 MaxScreenshotBytes = 8 * 1024 * 1024;
constexpr int ScreenshotWidth = 320;

using ToolSummaryParts::bulleted;
using ToolSummaryParts::wrappedLabel;
} // namespace

InstallDialog::InstallDialog(const QString &packagePath,
                             const ictools::ToolRegistry::Inspection &inspection, QWidget *parent,
                             Origin origin)
    : QDialog(parent), m_packagePath(packagePath), m_reader(inspection.reader()),
      m_contents(inspection.contents)
{
    Q_ASSERT(inspection.manifest);
    const ictools::ToolManifest &manifest = *inspection.manifest;
    const bool update = inspection.kind == ictools::ToolRegistry::Inspection::Update;

    setObjectName(QStringLiteral("installDialog"));
    setWindowTitle(update ? Tr::tr("Update Tool") : Tr::tr("Install Tool"));
    setAccessibleName(windowTitle());

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    QStringList text;
    m_heading = makeHeading(manifest, update);
    text << m_heading->text();
    addRiskBar(inspection, text);
    addAbout(layout, manifest, origin, text);
    addScreenshots(layout, manifest);
    if (update && inspection.plan)
        addChanges(layout, inspection, text);
    addPermissions(layout, manifest, text);
    for (const ictools::ManifestProblem &problem : inspection.problems) {
        const QString warning = problem.toString();
        layout->addWidget(wrappedLabel(warning, content));
        text << warning;
    }
    layout->addStretch(1);
    m_summary = text.join(QLatin1Char('\n'));

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *outer = new QVBoxLayout(this);
    outer->addWidget(m_heading);
    if (m_verdictBar)
        outer->addWidget(m_verdictBar);
    outer->addWidget(scroll, 1);
    m_buttons = makeButtons(inspection);
    outer->addWidget(m_buttons);
    fitToContent(content);
}

void InstallDialog::addRiskBar(const ictools::ToolRegistry::Inspection &inspection,
                               QStringList &text)
{
    const ictools::ToolManifest &manifest = *inspection.manifest;
    std::optional<icrp::Tier> from;
    if (inspection.kind == ictools::ToolRegistry::Inspection::Update && inspection.plan)
        from = inspection.plan->fromTier;
    // The bar is drawn by the part Tool Details shows too (ToolSummaryParts).
    m_verdictBar = ToolSummaryParts::verdictBar(
        TierRisk::riskFor(manifest.name(), from, manifest.tier()), manifest.tier(), this);
    if (m_verdictBar)
        text << m_verdictBar->text();
}

QLabel *InstallDialog::makeHeading(const ictools::ToolManifest &manifest, bool update)
{
    const QString title =
        update ? Tr::tr("Update %1 to %2?").arg(manifest.name(), manifest.version().toString())
               : Tr::tr("Install %1?").arg(manifest.name());
    return ToolSummaryParts::dialogHeading(title, this);
}

MessageBar *InstallDialog::riskBar() const
{
    return m_verdictBar && m_verdictBar->kind() != MessageBar::Kind::Information ? m_verdictBar
                                                                                 : nullptr;
}

void InstallDialog::addAbout(QVBoxLayout *layout, const ictools::ToolManifest &manifest,
                             Origin origin, QStringList &text)
{
    QWidget *content = layout->parentWidget();
    const QString title = Tr::tr("Version %1").arg(manifest.version().toString());
    auto *titleLabel = wrappedLabel(title, content);
    titleLabel->setObjectName(QStringLiteral("toolVersion"));
    layout->addWidget(titleLabel);
    text << title;
    // The panel's own example, as it ships, says so; any other author is tool.yaml's free text.
    if (origin == Origin::Bundled)
        ToolSummaryParts::addBundledOrigin(layout, text);
    else if (!manifest.author().isEmpty())
        ToolSummaryParts::addAuthor(layout, manifest.author(), text);
    if (!manifest.description().isEmpty()) {
        layout->addWidget(wrappedLabel(manifest.description(), content));
        text << manifest.description();
    }
}

void InstallDialog::addChanges(QVBoxLayout *layout,
                               const ictools::ToolRegistry::Inspection &inspection,
                               QStringList &text)
{
    QWidget *content = layout->parentWidget();
    layout->addWidget(ToolSummaryParts::sectionHeading(Tr::tr("What changes"), content));
    const QString changes = bulleted(inspection.plan->describe(), QStringLiteral("•"));
    layout->addWidget(wrappedLabel(changes, content));
    text << Tr::tr("What changes") << changes;
    if (!inspection.isHeldUpdate())
        return;
    const QString held = Tr::tr("This update asks for more than you granted to version %1. "
                                "Choosing Update grants it what is listed below.")
                             .arg(inspection.plan->fromVersion);
    auto *heldLabel = wrappedLabel(held, content);
    heldLabel->setObjectName(QStringLiteral("heldNotice"));
    layout->addWidget(heldLabel);
    text << held;
}

void InstallDialog::addPermissions(QVBoxLayout *layout, const ictools::ToolManifest &manifest,
                                   QStringList &text)
{
    ToolSummaryParts::addPermissions(layout, ictools::PermissionSummary(manifest), manifest.tier(),
                                     !manifest.network().isEmpty(), text);
}

QString InstallDialog::updateVerb(std::optional<icrp::Tier> from, icrp::Tier to)
{
    // Raised: the button names what agreeing grants, as the red bar above says. It stands
    // beside Cancel and View Source: its letter must differ from theirs in every language
    // (German "Abbrechen", Russian "Отмена" take A and О).
    if (from && TierRisk::riskFor(QString(), from, to))
        return Tr::tr("&Update and Allow %1", "beside Cancel: not Cancel's letter")
            .arg(TierRisk::tierTitle(to));
    return Tr::tr("&Update", "beside Cancel: not Cancel's letter");
}

QDialogButtonBox *InstallDialog::makeButtons(const ictools::ToolRegistry::Inspection &inspection)
{
    const bool update = inspection.kind == ictools::ToolRegistry::Inspection::Update;
    std::optional<icrp::Tier> from;
    if (update && inspection.plan)
        from = inspection.plan->fromTier;
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *install = buttons->addButton(update ? updateVerb(from, inspection.manifest->tier())
                                                     : Tr::tr("&Install"),
                                              QDialogButtonBox::AcceptRole);
    install->setObjectName(QStringLiteral("installButton"));
    // Room around its words: a long verb ("Update and Allow Admin") filled the button to its
    // frame, and its underlined letter was lost against the edge.
    install->setMinimumWidth(install->sizeHint().width() + 2 * fontMetrics().averageCharWidth());
    // Return is the safe choice; the verb has its accelerator (Alt+I / Alt+U).
    QPushButton *cancel = buttons->addButton(Tr::tr("&Cancel"), QDialogButtonBox::RejectRole);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    cancel->setDefault(true);
    QPushButton *source = buttons->addButton(Tr::tr("View &Source"), QDialogButtonBox::ActionRole);
    source->setObjectName(QStringLiteral("viewSourceButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(source, &QPushButton::clicked, this, &InstallDialog::viewSource);
    return buttons;
}

void InstallDialog::fitToContent(QWidget *content)
{
    ToolSummaryParts::fitToContent(*this, content, {m_heading, m_verdictBar, m_buttons});
}

void InstallDialog::addScreenshots(QVBoxLayout *layout, const ictools::ToolManifest &manifest)
{
    if (manifest.screenshots().isEmpty())
        return;
    auto *row = new QHBoxLayout;
    const ictools::PackageReader &reader = m_reader;
    for (const QString &path : manifest.screenshots()) {
        ictools::PackageProblem problem;
        const std::optional<QByteArray> bytes = reader.readFile(path, MaxScreenshotBytes, &problem);
        QImage image;
        if (bytes)
            image.loadFromData(*bytes);
        auto *label = new QLabel;
        label->setAccessibleName(Tr::tr("Screenshot %1").arg(path));
        if (image.isNull()) {
            label->setText(Tr::tr("(screenshot %1 cannot be shown)").arg(path));
        } else {
            label->setPixmap(QPixmap::fromImage(
                image.width() > ScreenshotWidth
                    ? image.scaledToWidth(ScreenshotWidth, Qt::SmoothTransformation)
                    : image));
        }
        row->addWidget(label);
    }
    row->addStretch(1);
    layout->addLayout(row);
}

void InstallDialog::viewSource()
{
    SourceViewDialog dialog(m_reader, m_contents, this);
    ModalDialog::exec(dialog);
}

InstallDialog::Answer InstallDialog::ask(QWidget *parent, const QString &packagePath,
                                         const ictools::ToolRegistry::Inspection &inspection,
                                         Origin origin)
{
    InstallDialog dialog(packagePath, inspection, parent, origin);
    g_lastText = dialog.summaryText();
    if (g_nextAnswer != Answer::None) {
        const Answer answer = g_nextAnswer;
        g_nextAnswer = Answer::None;
        if (const auto whileShown = std::exchange(g_whileShown, {}))
            whileShown();
        return answer;
    }
    return dialog.exec() == QDialog::Accepted ? Answer::Install : Answer::Cancel;
}

void InstallDialog::setNextAnswer(Answer answer, std::function<void()> whileShown)
{
    g_nextAnswer = answer;
    g_whileShown = std::move(whileShown);
}

QString InstallDialog::lastText()
{
    return g_lastText;
}

} // namespace icui
