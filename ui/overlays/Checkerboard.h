#pragma once
// A checkerboard behind an overlay preview, so what the overlay leaves transparent (OBS shows
// the game there) is visible as such. Its colours come from the palette: it reads well in a
// light and a dark theme.

#include <QWidget>

namespace icui {

class Checkerboard : public QWidget
{
    Q_OBJECT
public:
    explicit Checkerboard(QWidget *parent = nullptr);

    /// The two colours of the squares, light then dark.
    static std::pair<QColor, QColor> colours(const QPalette &palette);
    static constexpr int kSquare = 8;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace icui
