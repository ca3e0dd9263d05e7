#pragma once
// The install, update and Tool Details dialogs' verdict on a tier above observer: a warning
// (MessageBar's Warning kind, its ⚠ icon, no close button) and not an error, for nothing has gone
// wrong; the user is told what they agree to (twenty-second newcomer: the admin update's red ✕).
// Its tint is the risk's: red for a Danger risk (admin, debug), amber for a Warning one (mod).
// A refused or broken package is an error, shown elsewhere (the Tools page's bar).

#include "ui/common/MessageBar.h"
#include "ui/tools/TierRisk.h"

namespace icui {

class RiskBar : public MessageBar
{
    Q_OBJECT
public:
    explicit RiskBar(QWidget *parent = nullptr);

    /// Shows `risk`'s text as a warning that stays while the dialog is open, tinted by its level.
    void showRisk(const TierRisk::Risk &risk);
    TierRisk::Level level() const { return m_level; }
    /// The kind whose colours the bar is drawn in: Error for Danger, else Warning.
    MessageBar::Kind toneKind() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    TierRisk::Level m_level = TierRisk::Level::Warning;
};

} // namespace icui
