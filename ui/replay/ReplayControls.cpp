#include "ui/replay/ReplayControls.h"

#include "history/ReplayDeck.h"
#include "match/MatchSummary.h"
#include "ui/Tr.h"
#include "ui/replay/ReplayTimeline.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <algorithm>
#include <cstdlib>

namespace icui {

ReplayControls::ReplayControls(ichistory::ReplayDeck *deck, QWidget *parent)
    : QWidget(parent), m_deck(deck)
{
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("replayPlay"));
    m_play->setToolTip(Tr::tr("Play or pause the replay (Space)."));
    m_timeline = new ReplayTimeline(this); // a click jumps there
    m_timeline->setObjectName(QStringLiteral("replayTimeline"));
    m_timeline->setAccessibleName(Tr::tr("Replay position"));
    m_timeline->setToolTip(Tr::tr("Drag or click to go to another moment of the match; Left "
                                  "and Right step %n game seconds.",
                                  nullptr, kStepSeconds));
    m_clock = new QLabel(this);
    m_clock->setObjectName(QStringLiteral("replayClock"));
    m_speed = new QComboBox(this);
    for (int speed : {1, 2, 4, 8})
        m_speed->addItem(Tr::tr("%1×").arg(speed), speed);
    auto *speedLabel = new QLabel(Tr::tr("Sp&eed:"), this);
    speedLabel->setBuddy(m_speed);
    m_nextFight = new QPushButton(Tr::tr("&Next Fight"), this);
    m_nextFight->setToolTip(Tr::tr("Go to the next engagement or unit lost after this moment."));
    makeFightNote();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_play);
    layout->addWidget(m_timeline, 1);
    layout->addWidget(m_clock);
    layout->addWidget(speedLabel);
    layout->addWidget(m_speed);
    layout->addWidget(m_fightNote);
    layout->addWidget(m_nextFight);

    connect(m_play, &QPushButton::clicked, m_deck,
            [this] { m_deck->setPlaying(!m_deck->isPlaying()); });
    connect(m_speed, &QComboBox::currentIndexChanged, m_deck,
            [this] { m_deck->setSpeed(m_speed->currentData().toInt()); });
    connect(m_nextFight, &QPushButton::clicked, m_deck, &ichistory::ReplayDeck::nextFight);
    connect(m_timeline, &QSlider::valueChanged, this, &ReplayControls::timelineMoved);
    connect(m_timeline, &QSlider::sliderReleased, this,
            [this] { m_deck->seek(m_timeline->value()); });
    connect(m_deck, &ichistory::ReplayDeck::loaded, this, &ReplayControls::updateFromDeck);
    connect(m_deck, &ichistory::ReplayDeck::tickChanged, this, [this](qint64 tick) {
        if (!m_timeline->isSliderDown()) {
            const QSignalBlocker block(m_timeline);
            m_timeline->setValue(int(tick));
            updateClock(tick);
        }
    });
    connect(m_deck, &ichistory::ReplayDeck::playingChanged, this, &ReplayControls::updatePlaying);
    connect(m_deck, &ichistory::ReplayDeck::tickChanged, this,
            &ReplayControls::dropFightNoteAwayFrom);
    connect(m_deck, &ichistory::ReplayDeck::fightFound, this, [this](qint64 tick) {
        showFightNote(Tr::tr("A fight at %1").arg(icmatch::clockText(tick, m_deck->tickRate())),
                      tick);
    });
    connect(m_deck, &ichistory::ReplayDeck::noFightAhead, this, [this] {
        const int rate = m_deck->tickRate();
        showFightNote(Tr::tr("No fight after %1").arg(icmatch::clockText(m_deck->tick(), rate)),
                      m_deck->tick());
    });
    connect(m_deck, &ichistory::ReplayDeck::speedChanged, this,
            [this](int speed) { m_speed->setCurrentIndex(m_speed->findData(speed)); });
    addShortcuts();
    updateFromDeck();
}

void ReplayControls::addShortcuts()
{
    // On the window: it works wherever the focus is (a button takes Space as a click else).
    // Left and Right are not shortcuts: the timeline steps with them itself, and the window
    // steps when nothing that uses them has the focus (stepKey()).
    auto *space =
        new QShortcut(QKeySequence(Qt::Key_Space), window(), nullptr, nullptr, Qt::WindowShortcut);
    connect(space, &QShortcut::activated, m_play, &QPushButton::click);
}

bool ReplayControls::stepKey(int key)
{
    if ((key != Qt::Key_Left && key != Qt::Key_Right) || !m_deck->isLoaded())
        return false;
    m_deck->step(key == Qt::Key_Left ? -kStepSeconds : kStepSeconds);
    return true;
}

void ReplayControls::updateFromDeck()
{
    const bool loaded = m_deck->isLoaded();
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setRange(0, int(m_deck->endTick()));
        m_timeline->setSingleStep(std::max(m_deck->tickRate(), 1) * kStepSeconds);
        m_timeline->setPageStep(std::max(m_deck->tickRate(), 1) * 60);
        m_timeline->setValue(int(m_deck->tick()));
    }
    m_speed->setCurrentIndex(m_speed->findData(m_deck->speed()));
    for (QWidget *w : {static_cast<QWidget *>(m_play), static_cast<QWidget *>(m_timeline),
                       static_cast<QWidget *>(m_speed), static_cast<QWidget *>(m_nextFight)})
        w->setEnabled(loaded);
    updatePlaying(m_deck->isPlaying());
    updateClock(m_deck->tick());
}

void ReplayControls::makeFightNote()
{
    m_fightNote = new QLabel(this);
    m_fightNote->setObjectName(QStringLiteral("replayFightNote"));
    m_fightNote->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Room for the longest note from the start: the timeline and the clock stay where they are
    // when a note comes or goes.
    const QString longest = QStringLiteral("00:00:00");
    const QFontMetrics metrics(m_fightNote->font());
    int width = 0;
    for (const QString &note : {Tr::tr("A fight at %1"), Tr::tr("No fight after %1")})
        width = std::max(width, metrics.horizontalAdvance(note.arg(longest)));
    m_fightNote->setMinimumWidth(width + metrics.averageCharWidth());
}

void ReplayControls::showFightNote(const QString &text, qint64 tick)
{
    m_fightTick = tick;
    m_fightNote->setText(text);
}

void ReplayControls::dropFightNoteAwayFrom(qint64 tick)
{
    // A few game seconds around the moment still belong to it (the seek lands near it).
    constexpr qint64 kNearSeconds = 3;
    const qint64 near = kNearSeconds * std::max(m_deck->tickRate(), 1);
    if (std::abs(tick - m_fightTick) > near)
        m_fightNote->clear();
}

void ReplayControls::updatePlaying(bool playing)
{
    if (playing)
        m_fightNote->clear(); // the replay goes on from where Next Fight went
    m_play->setText(playing ? Tr::tr("&Pause") : Tr::tr("&Play"));
}

void ReplayControls::updateClock(qint64 tick)
{
    const int rate = m_deck->tickRate();
    m_clock->setText(Tr::tr("%1 / %2").arg(icmatch::clockText(tick, rate),
                                           icmatch::clockText(m_deck->endTick(), rate)));
}

void ReplayControls::timelineMoved(int value)
{
    updateClock(value);
    // Dragging seeks when let go; a click (it jumps there), Page Up/Down or the arrows on it
    // seek at once.
    if (!m_timeline->isSliderDown())
        m_deck->seek(value);
}

} // namespace icui
