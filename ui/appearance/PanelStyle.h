#pragma once
// The application's style with two changes, so Appearance wraps every style it sets in this:
// - No icons on dialog buttons. Fusion puts icons on the standard buttons of a QDialogButtonBox
//   (Cancel, OK, Open) but not on the ones with our own verbs (Connect, Install), so a dialog
//   showed some buttons with icons and some without; the panel shows none, as KeePassXC and
//   OBS do.
// - Check boxes keep a visible frame in the dark scheme. Fusion draws an unticked box's frame
//   from the window colour made darker, which on a dark window is nearly the box's own colour:
//   the box vanished. Under Fusion with a dark palette the frame is drawn again in a tone
//   between the text and the base colours (unless Fusion draws its focus frame there).

#include <QProxyStyle>

namespace icui {

class PanelStyle : public QProxyStyle
{
    Q_OBJECT
public:
    /// Takes ownership of `base` (nullptr: the platform's default style).
    explicit PanelStyle(QStyle *base);

    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

    /// The name of `style`, or of the style it wraps when it is a PanelStyle.
    static QString nameOf(const QStyle *style);
    /// The colour of a check box's frame in the dark scheme (`palette` a dark one).
    static QColor darkIndicatorFrame(const QPalette &palette, bool enabled);

private:
    bool redrawsFrames(const QStyleOption *option) const;
};

} // namespace icui
