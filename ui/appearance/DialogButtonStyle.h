#pragma once
// The application's style with one change: no icons on dialog buttons. Fusion puts icons on the
// standard buttons of a QDialogButtonBox (Cancel, OK, Open) but not on the ones with our own
// verbs (Connect, Install), so a dialog showed some buttons with icons and some without; the
// panel shows none, as KeePassXC and OBS do. Appearance wraps every style it sets in this.

#include <QProxyStyle>

namespace icui {

class DialogButtonStyle : public QProxyStyle
{
    Q_OBJECT
public:
    /// Takes ownership of `base` (nullptr: the platform's default style).
    explicit DialogButtonStyle(QStyle *base);

    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override;

    /// The name of `style`, or of the style it wraps when it is a DialogButtonStyle.
    static QString nameOf(const QStyle *style);
};

} // namespace icui
