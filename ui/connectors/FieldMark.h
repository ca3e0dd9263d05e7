#pragma once
// How the Other Games page shows that an entry is wrong, the same in light and dark: the field
// gets a red frame on a red-tinted ground (mixed from the palette it sits in), and an error
// text is red enough to read on either. A field stays marked until it is cleared.

class QLabel;
class QPalette;
class QWidget;

namespace icui::FieldMark {

/// Marks `field` as holding a wrong entry (property "invalid" = true, a style sheet), in
/// colours mixed from `palette` (the surroundings': while the palette changes, the field's own
/// may still be the old one).
void markInvalid(QWidget *field, const QPalette &palette);
/// Takes the mark away again.
void clear(QWidget *field);
bool isMarked(const QWidget *field);
/// Shows `label`'s text in the error colour of its palette.
void styleAsError(QLabel *label);

} // namespace icui::FieldMark
