#pragma once
// The replay window's transport: Play/Pause, the timeline (drag or click to seek; the clock
// beside it reads "m:ss / m:ss"), the speed (1×, 2×, 4×, 8×) and Next Fight, over a ReplayDeck.
// Space plays or pauses anywhere in the window; Left and Right step 5 game seconds on the
// timeline, or in the window when no input or table has the focus (ReplayWindow). Where Next
// Fight went is said beside it ("A fight at 2:07", "No fight after 2:07") until the replay plays
// or moves away from there: in the row, in a place kept for it, so nothing in the window moves.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace ichistory {
class ReplayDeck;
}

namespace icui {

class ReplayControls : public QWidget
{
    Q_OBJECT
public:
    /// Game seconds the arrow keys step.
    static constexpr int kStepSeconds = 5;

    explicit ReplayControls(ichistory::ReplayDeck *deck, QWidget *parent = nullptr);

    QPushButton *playButton() const { return m_play; }
    QSlider *timeline() const { return m_timeline; }
    QLabel *clock() const { return m_clock; }
    QComboBox *speedBox() const { return m_speed; }
    QPushButton *nextFightButton() const { return m_nextFight; }
    /// Where Next Fight went, empty when the replay has played or moved away since.
    QLabel *fightNote() const { return m_fightNote; }
    /// Left or Right: steps the replay and says true; any other key: false.
    bool stepKey(int key);

private:
    void addShortcuts();
    void updateFromDeck();
    void updatePlaying(bool playing);
    void updateClock(qint64 tick);
    void timelineMoved(int value);
    void makeFightNote();
    void showFightNote(const QString &text, qint64 tick);
    /// The note goes once the replay's cursor is away from its moment (a seek, or played on).
    void dropFightNoteAwayFrom(qint64 tick);

    ichistory::ReplayDeck *m_deck;
    QPushButton *m_play = nullptr;
    QSlider *m_timeline = nullptr;
    QLabel *m_clock = nullptr;
    QComboBox *m_speed = nullptr;
    QPushButton *m_nextFight = nullptr;
    QLabel *m_fightNote = nullptr;
    qint64 m_fightTick = 0;
};

} // namespace icui
