#pragma once
// The Status page's Overlays card: how many of the installed overlays are live in OBS (OBS
// Studio's browser source is connected to the gateway with the overlay's token, told by its
// User-Agent: ichost::OverlayAudience), then each overlay on a row with a coloured dot and a
// word: live in OBS (green), open only in another browser (blue), not in OBS (grey), or its
// preview on the Overlays page reported a problem (red; it did not load, its script threw; the
// preview's words on hover). The panel's own previews are not counted. One overlay live is good
// news ("Live in OBS: <names>"). While any installed overlay is not live, the next step for the
// first of them is offered under the rows: "Next: add <name> to OBS" and Copy URL for OBS (the
// Overlays page's copy, with its countdown there); once all are live, none.
// While the overlays show a replay (Panel::replayOnStream()) the card says so in its warning
// tone, with the overlays in OBS named. With none installed it offers Add the Example Overlays
// (the Overlays page's). A click elsewhere opens the Overlays page. When the overlay offered goes
// live while the button has the focus (it was just copied into OBS), the button stays until the
// focus leaves it: the focus ring never jumps to another control on its own.

#include "ui/status/DotList.h"
#include "ui/status/StatusCard.h"

#include <QHash>

namespace icpanel {
class Panel;
}

namespace icui {

class OverlaysPage;
struct LiveSessions;

class OverlaysCard : public StatusCard
{
    Q_OBJECT
public:
    explicit OverlaysCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// Reads the overlays, their sessions and `page`'s previews (nullptr: none made yet).
    void refresh(const OverlaysPage *page, const LiveSessions &live);
    /// One row per installed overlay, in the registry's order.
    DotList *rows() const { return m_rows; }
    /// "Next: add <name> to OBS…" (shown while some installed overlay is not live in OBS).
    QLabel *nextStep() const { return m_next; }
    /// Copies the URL of the overlay nextStep() names.
    QPushButton *copyButton() const { return m_copy; }
    /// Add the Example Overlays, as on the Overlays page (shown while none is installed and the
    /// panel has examples to offer).
    QPushButton *addExamplesButton() const { return m_addExamples; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    /// A preview's problem() came or went (the card wants to be refreshed).
    void previewProblemChanged();

private:
    /// The rows and what they add up to.
    struct Scan
    {
        QList<DotList::Row> rows;
        QStringList liveNames; ///< the overlays in OBS, in the registry's order
        QString next;          ///< the first overlay not in OBS (its id; empty: all are)
        QString nextName;
        int errors = 0;
    };

    Scan scanOverlays(const QHash<QString, QString> &problems, const LiveSessions &live) const;
    /// The big line, the small one and the tone for `scan` (some overlay installed).
    void sayState(const Scan &scan);
    /// Tool id → what its preview says, for each preview with a problem.
    QHash<QString, QString> previewProblems(const OverlaysPage *page);
    /// Offers `toolId` (named `name`) as the next overlay to add to OBS; empty: none.
    void offerNext(const QString &toolId, const QString &name);
    void copyNext();
    void addExamples();

    icpanel::Panel &m_panel;
    DotList *m_rows = nullptr;
    QLabel *m_next = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_addExamples = nullptr;
    QString m_offered;  ///< the overlay offered now (empty: none)
    QString m_nextTool; ///< the overlay the button copies (kept while it has the focus)
    QString m_nextName;
};

} // namespace icui
