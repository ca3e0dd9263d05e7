#pragma once
// The History tables' column header: each title with room on both sides. A column sized to its
// contents was only as wide as its title, and neighbouring titles ran together ("Ranked Length",
// the twenty-second newcomer).

#include <QHeaderView>

namespace icui {

class HistoryHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit HistoryHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    /// The room on each side of a title, in pixels: about a letter's width.
    int titlePadding() const;

protected:
    /// At least the title's width in bold (a highlighted section draws it so) with
    /// titlePadding() on each side.
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace icui
