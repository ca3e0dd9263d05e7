#pragma once
// On an overlay's card: where the overlay is open outside the panel, in the Status page's words
// — "Live in OBS" (green), "Open in a browser" (blue), "Not in OBS" (grey) — as a small badge
// with a dot, tinted from the window's colours at every paint (a live switch to dark shows at
// once). Who is at the other end is told by the User-Agent (ichost::OverlayAudience); the
// panel's own preview does not count.

#include <QLabel>

namespace icui {

class AudienceBadge : public QLabel
{
    Q_OBJECT
public:
    enum class Where { Nowhere, Browser, Obs };
    Q_ENUM(Where)

    explicit AudienceBadge(QWidget *parent = nullptr);

    /// The overlay's sessions from OBS Studio and from other web browsers now.
    void setAudience(int inObs, int inBrowsers);
    Where where() const { return m_where; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor tone() const;
    /// Room on the left for the dot.
    int dotRoom() const;

    Where m_where = Where::Nowhere;
};

} // namespace icui
