#pragma once
// A list for a Status card: one row per thing (an overlay, a tool, a team), each with a small
// coloured dot that says its state at a glance, its name, and a word for the state on the
// right ("Live in OBS", "×2", "army 6,300 · credits 9,900"). The dots are painted from the
// current palette, so they stay readable when the window switches between light and dark.

#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace icui {

class DotList : public QWidget
{
    Q_OBJECT
public:
    /// What a dot's colour says: all well (green), open elsewhere (blue), idle (grey), worth a
    /// look (amber), wrong (red), or a team's colour (TeamColors).
    enum class Dot { Good, Info, Idle, Warning, Error, Team, None };
    Q_ENUM(Dot)

    struct Row
    {
        QString name;
        QString state;
        Dot dot = Dot::Idle;
        /// For Dot::Team: the team (0, 1, …).
        int team = -1;
        /// On the whole row (the preview's words after an error).
        QString toolTip;
        bool operator==(const Row &other) const = default;
    };

    explicit DotList(QWidget *parent = nullptr);

    /// Shows `rows` (the labels are made anew only when the number of rows changed; else they
    /// take the new words in place).
    void setRows(const QList<Row> &rows);
    const QList<Row> &rows() const { return m_rows; }
    /// "name: state" per row, top to bottom (for tests and the accessible description).
    QStringList texts() const;
    /// The state word's label of row `index` (its tooltip, its text).
    QLabel *stateLabel(int index) const;
    /// The colour of `dot` (and `team`) on a window with `palette`.
    static QColor dotColor(Dot dot, int team, const QPalette &palette);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void colourErrorWords();
    void keepRoomForDots();
    void clearLabels();
    /// Makes the name and state labels of row `row`.
    void addLabels(int row);
    /// Puts `row`'s words (and tooltip, and colour) on the labels of row `index`.
    void fillRow(int index, const Row &row);

    QGridLayout *m_grid = nullptr;
    QList<Row> m_rows;
    QList<QLabel *> m_names;
    QList<QLabel *> m_states;
};

} // namespace icui
