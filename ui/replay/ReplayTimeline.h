#pragma once
// The replay window's timeline: a click on the groove jumps to the moment clicked (and a drag
// goes on from there), instead of a page's step towards it; the arrows still step.

#include <QSlider>

namespace icui {

class ReplayTimeline : public QSlider
{
    Q_OBJECT
public:
    explicit ReplayTimeline(QWidget *parent = nullptr);

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    /// The value under `x` (widget coordinates) on the groove.
    int valueAt(int x) const;
};

} // namespace icui
