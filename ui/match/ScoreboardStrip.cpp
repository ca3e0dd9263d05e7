#include "ui/match/ScoreboardStrip.h"

#include "match/MatchModel.h"
#include "ui/Tr.h"
#include "ui/match/TeamColors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {
namespace {

QString number(const std::optional<qint64> &value)
{
    return value ? QLocale().toString(*value) : Tr::tr("hidden");
}

} // namespace

ScoreboardStrip::ScoreboardStrip(icmatch::MatchModel *match, QWidget *parent)
    : QFrame(parent), m_match(match)
{
    setObjectName(QStringLiteral("scoreboard"));
    setAccessibleName(Tr::tr("Scoreboard"));
    m_cardsRow = new QHBoxLayout;
    m_cardsRow->setSpacing(8);
    m_lead = new QLabel(this);
    m_lead->setObjectName(QStringLiteral("scoreboardLead"));
    m_lead->setTextFormat(Qt::PlainText);
    m_lead->setWordWrap(true);
    m_lead->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont big = m_lead->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_lead->setFont(big);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_cardsRow);
    layout->addWidget(m_lead, 1);

    connect(match, &icmatch::MatchModel::figuresChanged, this, &ScoreboardStrip::update);
    connect(match, &icmatch::MatchModel::infoChanged, this, &ScoreboardStrip::update);
    connect(match, &icmatch::MatchModel::matchReset, this, &ScoreboardStrip::update);
    update();
}

QString ScoreboardStrip::leadText() const
{
    return m_lead->text();
}

QString ScoreboardStrip::teamTitle(int card) const
{
    const Card &c = m_cards.at(card);
    return c.title->text() + QLatin1Char('\n') + c.players->text();
}

QString ScoreboardStrip::teamFigures(int card) const
{
    return m_cards.at(card).figures->text();
}

void ScoreboardStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyColors();
    QFrame::changeEvent(event);
}

void ScoreboardStrip::update()
{
    const auto &totals = m_match->teamTotals();
    setVisible(!totals.isEmpty());
    if (int(totals.size()) != m_cards.size())
        makeCards(int(totals.size()));
    for (int i = 0; i < m_cards.size(); ++i)
        fillCard(m_cards[i], i);
    m_lead->setText(sentence());
    applyColors();
}

void ScoreboardStrip::makeCards(int count)
{
    for (const Card &c : std::as_const(m_cards))
        delete c.frame;
    m_cards.clear();
    for (int i = 0; i < count; ++i) {
        Card c;
        c.frame = new QFrame(this);
        c.frame->setObjectName(QStringLiteral("teamCard"));
        c.swatch = new QFrame(c.frame);
        c.swatch->setFixedWidth(6);
        c.title = new QLabel(c.frame);
        QFont bold = c.title->font();
        bold.setBold(true);
        c.title->setFont(bold);
        c.players = new QLabel(c.frame);
        c.figures = new QLabel(c.frame);
        for (QLabel *label : {c.title, c.players, c.figures})
            label->setTextFormat(Qt::PlainText); // names come from the game: never markup
        auto *title = new QHBoxLayout;
        title->setSpacing(8);
        title->addWidget(c.title);
        title->addWidget(c.players, 1);
        auto *text = new QVBoxLayout;
        text->setSpacing(0);
        text->addLayout(title);
        text->addWidget(c.figures);
        auto *row = new QHBoxLayout(c.frame);
        row->setContentsMargins(0, 2, 8, 2);
        row->addWidget(c.swatch);
        row->addLayout(text, 1);
        m_cardsRow->addWidget(c.frame);
        c.frame->show(); // made while the strip may be shown: shown now, not a turn later
        m_cards << c;
    }
}

void ScoreboardStrip::fillCard(Card &card, int index)
{
    const icmatch::MatchModel::TeamTotals &t = m_match->teamTotals().at(index);
    card.team = t.team;
    card.title->setText(Tr::tr("Team %1").arg(t.team + 1));
    card.players->setText(t.players.join(QStringLiteral(", ")));
    card.figures->setText(
        Tr::tr("Army %1 · Credits %2").arg(number(t.armyValue), number(t.credits)));
    card.frame->setToolTip(t.departed.isEmpty() ? QString()
                                                : Tr::tr("Not counted (no longer in the match): %1")
                                                      .arg(t.departed.join(QStringLiteral(", "))));
}

void ScoreboardStrip::applyColors()
{
    // Only what changed: a style sheet set again, even the same, polishes the swatch anew at
    // every update of the figures.
    for (const Card &c : std::as_const(m_cards)) {
        const QColor color = TeamColors::team(c.team, palette());
        const QString sheet =
            QStringLiteral("background: %1; border-radius: 2px;").arg(color.name());
        if (c.swatch->styleSheet() != sheet)
            c.swatch->setStyleSheet(sheet);
        if (c.title->palette().color(QPalette::WindowText) != color ||
            !c.title->testAttribute(Qt::WA_SetPalette)) {
            QPalette p = c.title->palette();
            p.setColor(QPalette::WindowText, color);
            c.title->setPalette(p);
        }
    }
}

QString ScoreboardStrip::sentence() const
{
    const icmatch::MatchInfo &info = m_match->info();
    if (info.state == icmatch::MatchInfo::State::Ended && info.winnerTeam) {
        return *info.winnerTeam < 0 ? Tr::tr("The match ended in a draw.")
                                    : Tr::tr("Team %1 won.").arg(*info.winnerTeam + 1);
    }
    QList<icmatch::MatchModel::TeamTotals> teams = m_match->teamTotals();
    if (teams.size() < 2)
        return {};
    for (const auto &t : std::as_const(teams)) {
        if (!t.armyValue)
            return Tr::tr("Who leads is hidden: the panel is an observer under fog of war.");
    }
    std::stable_sort(teams.begin(), teams.end(),
                     [](const auto &a, const auto &b) { return *a.armyValue > *b.armyValue; });
    const qint64 lead = *teams.at(0).armyValue - *teams.at(1).armyValue;
    if (lead == 0)
        return Tr::tr("Even: %1 army value each.").arg(QLocale().toString(*teams.at(0).armyValue));
    return Tr::tr("Team %1 leads by %2 army value")
        .arg(teams.at(0).team + 1)
        .arg(QLocale().toString(lead));
}

} // namespace icui
