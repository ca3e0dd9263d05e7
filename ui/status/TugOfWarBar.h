#pragma once
// Who is winning at a glance, for the Status page's Match card: one horizontal bar split in the
// teams' colours (the Match page's TeamColors) in proportion to their army values, team 1 from
// the left, with a mark at the middle: the team past it leads. The teams keep their places when
// the lead changes.

#include <QList>
#include <QWidget>

namespace icui {

class TugOfWarBar : public QWidget
{
    Q_OBJECT
    /// Each side's part of the bar (0…1, summing to 1), in the order of sides().
    Q_PROPERTY(QList<qreal> shares READ shares NOTIFY sharesChanged)
public:
    struct Side
    {
        /// The team (0, 1, …): its colour.
        int team = 0;
        qint64 value = 0;
        bool operator==(const Side &other) const = default;
    };

    explicit TugOfWarBar(QWidget *parent = nullptr);

    /// The teams and their army values (at least two; nothing drawn otherwise).
    void setSides(const QList<Side> &sides);
    const QList<Side> &sides() const { return m_sides; }
    QList<qreal> shares() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void sharesChanged();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /// "Team 1: 52 %, Team 2: 48 %" (the tooltip and the accessible description).
    QString describe() const;

    QList<Side> m_sides;
};

} // namespace icui
