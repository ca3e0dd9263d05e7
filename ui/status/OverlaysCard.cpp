#include "ui/status/OverlaysCard.h"
#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/OverlayPreview.h"
#include "ui/overlays/OverlaysPage.h"
#include "ui/status/DotList.h"
#include "ui/status/LiveSessions.h"

#include "host/ToolHost.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QFocusEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

OverlaysCard::OverlaysCard(icpanel::Panel &panel, QWidget *parent)
    : StatusCard(Tr::tr("Overlays"), Tr::tr("Overlays page"), parent), m_panel(panel)
{
    setObjectName(QStringLiteral("overlaysCard"));
    bigLine()->setObjectName(QStringLiteral("overlaysLive"));
    m_rows = new DotList(this);
    m_rows->setObjectName(QStringLiteral("overlayRows"));
    body()->addWidget(m_rows);
    m_next = new QLabel(this);
    m_next->setObjectName(QStringLiteral("overlaysNext"));
    m_next->setWordWrap(true);
    m_next->setTextFormat(Qt::PlainText);
    m_copy = new QPushButton(Tr::tr("Copy URL for OBS"), this);
    m_copy->setObjectName(QStringLiteral("overlaysCopyUrl"));
    connect(m_copy, &QPushButton::clicked, this, &OverlaysCard::copyNext);
    m_copy->installEventFilter(this);
    // With no overlay installed: the Overlays page's one-click fix, here too.
    m_addExamples = new QPushButton(Tr::tr("Add the Example Overlays"), this);
    m_addExamples->setObjectName(QStringLiteral("overlaysAddExamples"));
    m_addExamples->setToolTip(Tr::tr("Installs the live stats and kill feed overlays that come "
                                     "with the panel, as the Overlays page's button does."));
    m_addExamples->hide();
    connect(m_addExamples, &QPushButton::clicked, this, &OverlaysCard::addExamples);
    auto *copyRow = new QHBoxLayout;
    copyRow->setContentsMargins(0, 0, 0, 0);
    copyRow->addWidget(m_copy);
    copyRow->addWidget(m_addExamples);
    copyRow->addStretch(1);
    body()->addSpacing(4);
    body()->addWidget(m_next);
    body()->addLayout(copyRow);
    offerNext({}, {});
}

void OverlaysCard::offerNext(const QString &toolId, const QString &name)
{
    m_offered = toolId;
    m_next->setVisible(!toolId.isEmpty());
    // The overlay just copied went live in OBS: the button that had the focus stays until the
    // focus leaves it (and still copies that URL), or the focus ring would jump to the next
    // control (the fifteenth newcomer, s1-03: "Overlays page ›").
    if (toolId.isEmpty() && m_copy->isVisible() && window()->focusWidget() == m_copy)
        return;
    m_nextTool = toolId;
    m_nextName = name;
    m_copy->setVisible(!toolId.isEmpty());
    if (toolId.isEmpty())
        return;
    m_next->setText(Tr::tr("Next: add %1 to OBS as a Browser source with its URL.").arg(name));
    m_copy->setAccessibleName(Tr::tr("Copy the URL of %1 for OBS").arg(name));
    m_copy->setToolTip(Tr::tr("The URL holds the overlay's token: paste it into an OBS browser "
                              "source; the clipboard is cleared again after %n s.",
                              nullptr, ObsUrlBox::clearMs() / 1000));
}

bool OverlaysCard::eventFilter(QObject *watched, QEvent *event)
{
    // The focus left a button kept only for it (nothing to offer any more): it goes now. Not
    // when the window only lost the focus (another window): the focus comes back to it.
    if (watched == m_copy && event->type() == QEvent::FocusOut && m_offered.isEmpty() &&
        static_cast<QFocusEvent *>(event)->reason() != Qt::ActiveWindowFocusReason &&
        static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_offered.isEmpty())
                    offerNext({}, {});
            },
            Qt::QueuedConnection);
    }
    return StatusCard::eventFilter(watched, event);
}

void OverlaysCard::copyNext()
{
    // The Overlays page's copy says how it went (the status bar and one Log line, with the
    // tool's name): the card adds nothing, or the Log had the copy twice (fifteenth newcomer).
    auto *page = window()->findChild<OverlaysPage *>();
    if (!page || !page->copyObsUrl(m_nextTool)) {
        ActionFeedback::say(
            this, Tr::tr("The URL of %1 cannot be copied: see the Overlays page.").arg(m_nextName));
    }
}

void OverlaysCard::addExamples()
{
    // The page's own: it says how it went (its message bar and the status bar).
    if (auto *page = window()->findChild<OverlaysPage *>()) {
        page->addExamples();
        return;
    }
    const auto added = m_panel.installExampleOverlays();
    ActionFeedback::say(this,
                        added ? Tr::tr("Added the example overlays.") : added.error().message);
}

void OverlaysCard::refresh(const OverlaysPage *page, const LiveSessions &live)
{
    m_addExamples->hide(); // shown below while no overlay is installed
    const ichost::ToolHost *host = m_panel.host();
    if (!host || !host->isListening()) {
        m_rows->setRows({});
        offerNext({}, {});
        setContent(Tr::tr("The overlay host is off"),
                   {Tr::tr("OBS cannot load overlays until the panel serves them: see Needs "
                           "you.")},
                   Tone::Warning);
        return;
    }
    const Scan scan = scanOverlays(previewProblems(page), live);
    m_rows->setRows(scan.rows);
    // One overlay live is good news, but the next one not in OBS keeps its next step (the
    // seventeenth newcomer, s1-04: Kill Feed "Not in OBS" with nothing to do about it).
    offerNext(scan.next, scan.nextName);
    if (scan.rows.isEmpty()) {
        const bool examples = !m_panel.exampleOverlays().isEmpty();
        m_addExamples->setVisible(examples);
        setContent(Tr::tr("No overlay installed"),
                   {examples ? Tr::tr("Add the example overlays that come with the panel, or "
                                      "install one on the Tools page; then add its URL to OBS.")
                             : Tr::tr("Install one on the Tools page, then add its URL to OBS.")});
        return;
    }
    sayState(scan);
}

OverlaysCard::Scan OverlaysCard::scanOverlays(const QHash<QString, QString> &problems,
                                              const LiveSessions &live) const
{
    Scan scan;
    const ictools::ToolRegistry *tools = m_panel.tools();
    if (!tools)
        return scan;
    const bool replay = !m_panel.replayOnStream().isEmpty();
    const bool gameUp = m_panel.status() == icpanel::Panel::Status::Connected;
    for (const ictools::InstalledTool &tool : tools->tools()) {
        if (!tool.enabled || !tool.isPage())
            continue;
        DotList::Row row{tool.name, Tr::tr("Not in OBS"), DotList::Dot::Idle, -1, {}};
        if (live.inObs(tool.id) > 0) {
            // A replay on stream needs no game; without either an overlay has nothing to show.
            row.state = replay   ? Tr::tr("Replay in OBS")
                        : gameUp ? Tr::tr("Live in OBS")
                                 : Tr::tr("In OBS, no game");
            row.dot = !replay && gameUp ? DotList::Dot::Good : DotList::Dot::Warning;
            scan.liveNames << tool.name;
        } else {
            if (live.inBrowsers(tool.id) > 0) {
                row.state = Tr::tr("Open in a browser");
                row.dot = DotList::Dot::Info;
            }
            if (scan.next.isEmpty()) {
                scan.next = tool.id;
                scan.nextName = tool.name;
            }
        }
        // A preview's own words are long ("… see its console below"): on hover.
        if (problems.contains(tool.id)) {
            row.state = Tr::tr("Preview error: …");
            row.dot = DotList::Dot::Error;
            row.toolTip = problems.value(tool.id);
            ++scan.errors;
        }
        scan.rows << row;
    }
    return scan;
}

void OverlaysCard::sayState(const Scan &scan)
{
    const int liveCount = int(scan.liveNames.size());
    const QString names = QLocale().createSeparatedList(scan.liveNames);
    const bool errors = scan.errors > 0;
    if (!m_panel.replayOnStream().isEmpty()) {
        setContent(Tr::tr("Showing a replay on stream"),
                   {liveCount > 0 ? Tr::tr("In OBS: %1, not the live game.").arg(names)
                                  : Tr::tr("No overlay is in OBS, so the stream does not show "
                                           "the replay.")},
                   errors ? Tone::Error : Tone::Warning);
        return;
    }
    if (liveCount > 0 && m_panel.status() != icpanel::Panel::Status::Connected) {
        setContent(
            Tr::tr("In OBS: %1 of %2 — waiting for the game").arg(liveCount).arg(scan.rows.size()),
            {}, errors ? Tone::Error : Tone::Warning);
        return;
    }
    if (liveCount == 0) {
        setContent(Tr::tr("Not live in OBS"), {}, errors ? Tone::Error : Tone::Neutral);
        return;
    }
    // Good news, whatever else is installed: the rows list the others as not in OBS.
    setContent(Tr::tr("Live in OBS: %1").arg(names), {}, errors ? Tone::Error : Tone::Good);
}

QHash<QString, QString> OverlaysCard::previewProblems(const OverlaysPage *page)
{
    QHash<QString, QString> problems;
    if (!page)
        return problems;
    for (const OverlayPreview *preview : page->previews()) {
        // Refreshed as soon as a preview's problem comes or goes, not only on the next tick.
        connect(preview, &OverlayPreview::problemChanged, this,
                &OverlaysCard::previewProblemChanged, Qt::UniqueConnection);
        if (!preview->problem().isEmpty())
            problems.insert(preview->toolId(), preview->problem());
    }
    return problems;
}

} // namespace icui
