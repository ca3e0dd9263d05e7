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
// - Less stock Fusion where it shows most (only over Fusion, light and dark alike, from the
//   palette so a live switch redraws them): push buttons and combo boxes slightly rounded with
//   one height and padding, line edits rounded with their focus in the highlight colour, group
//   boxes as rounded cards with a subtle border.
// - A keyboard accelerator's underline is at least as wide as an "n": under a narrow letter
//   (the I of Install, an l, a t) Qt's underline is as wide as the glyph, two or three pixels,
//   and read as no underline at all (tenth newcomer). Single-line texts only; the rest as Qt.

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
    QSize sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &size,
                           const QWidget *widget) const override;
    void drawItemText(QPainter *painter, const QRect &rect, int flags, const QPalette &palette,
                      bool enabled, const QString &text,
                      QPalette::ColorRole textRole = QPalette::NoRole) const override;

    /// The corner radius of buttons and line edits, and of group boxes and cards.
    static constexpr qreal controlRadius = 4.0;
    static constexpr qreal cardRadius = 6.0;
    /// The height every push button, line edit and combo box gets at least (for `metrics`).
    static int controlHeight(const QFontMetrics &metrics);
    /// A frame's colour that shows on `palette`'s window and base without shouting.
    static QColor outline(const QPalette &palette);

    /// The name of `style`, or of the style it wraps when it is a PanelStyle.
    static QString nameOf(const QStyle *style);
    /// The colour of a check box's frame in the dark scheme (`palette` a dark one).
    static QColor darkIndicatorFrame(const QPalette &palette, bool enabled);

private:
    bool redrawsFrames(const QStyleOption *option) const;
    void drawButtonPanel(const QStyleOption *option, QPainter *painter) const;
    void drawLineEditPanel(const QStyleOption *option, QPainter *painter, bool fill) const;
    void drawGroupBoxFrame(const QStyleOption *option, QPainter *painter,
                           const QWidget *widget) const;
    /// Draws the underline of `text`'s accelerator (its `shown` letter at `at`) at least as
    /// wide as an "n", centred under the letter, as drawText() would place the text in `rect`.
    static void drawWideUnderline(QPainter *painter, const QRect &rect, int flags,
                                  const QString &text, const QString &shown, qsizetype at,
                                  const QBrush &brush);

    /// Whether the base style is Fusion: known when it is set, asked on every paint.
    bool m_overFusion;
};

} // namespace icui
