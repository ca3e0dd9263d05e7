#pragma once
// The strip at the top of the Match page that says at a glance who is winning: a card per team
// in its colour (its players, army value and credits, summed over the players still in the
// match) and one sentence, "Team 1 leads by 2,340 army value", "Even", or at the end who won.
// Hidden while there are no figures.

#include <QFrame>
#include <QList>

class QLabel;
class QHBoxLayout;

namespace icmatch {
class MatchModel;
}

namespace icui {

class ScoreboardStrip : public QFrame
{
    Q_OBJECT
public:
    explicit ScoreboardStrip(icmatch::MatchModel *match, QWidget *parent = nullptr);

    /// The sentence: who leads and by how much (or who won, or why it cannot be said).
    QString leadText() const;
    QLabel *leadLabel() const { return m_lead; }
    /// One card per team, in team order.
    int teamCount() const { return int(m_cards.size()); }
    /// The team's name and players ("Team 1", "CommanderZod, Volkov").
    QString teamTitle(int card) const;
    /// "Army 12,340 · Credits 4,500".
    QString teamFigures(int card) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Card
    {
        QFrame *frame = nullptr;
        QFrame *swatch = nullptr;
        QLabel *title = nullptr;
        QLabel *players = nullptr;
        QLabel *figures = nullptr;
        int team = -1;
    };

    void update();
    void makeCards(int count);
    void fillCard(Card &card, int index);
    void applyColors();
    /// Who leads by army value, or who won once the match is over.
    QString sentence() const;

    icmatch::MatchModel *m_match;
    QHBoxLayout *m_cardsRow = nullptr;
    QLabel *m_lead = nullptr;
    QList<Card> m_cards;
};

} // namespace icui
