#include "ui/status/DotList.h"

#include "ui/appearance/Appearance.h"
#include "ui/match/TeamColors.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>

namespace icui {

namespace {
/// The dot's size against the text's height.
constexpr qreal kDotOfText = 0.55;
} // namespace

DotList::DotList(QWidget *parent) : QWidget(parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(2);
    m_grid->setColumnStretch(0, 1);
    keepRoomForDots();
    hide();
}

void DotList::setRows(const QList<Row> &rows)
{
    if (rows == m_rows)
        return;
    // As many rows as before (the figures moved on): the labels stay and take the new words.
    // Made anew they would be laid out and painted again from nothing on every update.
    if (rows.size() != m_rows.size()) {
        clearLabels();
        for (int i = 0; i < rows.size(); ++i)
            addLabels(i);
    }
    m_rows = rows;
    for (int i = 0; i < rows.size(); ++i)
        fillRow(i, rows.at(i));
    colourErrorWords();
    setAccessibleDescription(texts().join(QLatin1Char('\n')));
    setVisible(!rows.isEmpty());
    update();
}

void DotList::addLabels(int row)
{
    auto *name = new QLabel(this);
    name->setObjectName(QStringLiteral("dotName"));
    name->setTextFormat(Qt::PlainText);
    name->setWordWrap(true);
    auto *state = new QLabel(this);
    state->setObjectName(QStringLiteral("dotState"));
    state->setTextFormat(Qt::PlainText);
    state->setAlignment(Qt::AlignRight | Qt::AlignTop);
    m_grid->addWidget(name, row, 0, Qt::AlignTop);
    m_grid->addWidget(state, row, 1, Qt::AlignTop);
    // Made while the list may be on screen already: shown with it.
    name->setVisible(true);
    state->setVisible(true);
    m_names << name;
    m_states << state;
}

void DotList::fillRow(int index, const Row &row)
{
    QLabel *name = m_names.at(index);
    QLabel *state = m_states.at(index);
    name->setText(row.name);
    name->setToolTip(row.toolTip);
    state->setText(row.state);
    state->setToolTip(row.toolTip);
    state->setAccessibleName(row.name + QStringLiteral(": ") + row.state);
    // A problem is read at once, in the dot's colour (colourErrorWords()).
    const bool error = row.dot == Dot::Error;
    if (!error && state->property("errorWord").toBool())
        state->setPalette(QPalette());
    state->setProperty("errorWord", error);
    state->setForegroundRole(error ? QPalette::WindowText : QPalette::PlaceholderText);
}

QStringList DotList::texts() const
{
    QStringList texts;
    for (const Row &row : m_rows)
        texts << (row.state.isEmpty() ? row.name : row.name + QStringLiteral(": ") + row.state);
    return texts;
}

QLabel *DotList::stateLabel(int index) const
{
    return m_states.value(index);
}

QColor DotList::dotColor(Dot dot, int team, const QPalette &palette)
{
    switch (dot) {
    case Dot::Good:
        return Appearance::tone(Appearance::Tone::Good, palette);
    case Dot::Info:
        return Appearance::tone(Appearance::Tone::Info, palette);
    case Dot::Warning:
        return Appearance::tone(Appearance::Tone::Warning, palette);
    case Dot::Error:
        return Appearance::tone(Appearance::Tone::Error, palette);
    case Dot::Team:
        return TeamColors::team(team, palette);
    case Dot::Idle:
    case Dot::None:
        break;
    }
    return Appearance::tone(Appearance::Tone::Idle, palette);
}

void DotList::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const int line = fontMetrics().height();
    const qreal size = line * kDotOfText;
    for (int i = 0; i < m_rows.size() && i < m_names.size(); ++i) {
        if (m_rows.at(i).dot == Dot::None)
            continue;
        const QLabel *name = m_names.at(i);
        const QPointF centre(size / 2 + 1, name->y() + line / 2.0 + 0.5);
        painter.setBrush(dotColor(m_rows.at(i).dot, m_rows.at(i).team, palette()));
        painter.drawEllipse(centre, size / 2, size / 2);
    }
}

void DotList::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        keepRoomForDots();
    if (event->type() == QEvent::PaletteChange) {
        colourErrorWords();
        update();
    }
}

void DotList::colourErrorWords()
{
    for (QLabel *state : std::as_const(m_states)) {
        if (!state->property("errorWord").toBool())
            continue;
        QPalette palette = state->palette();
        palette.setColor(QPalette::WindowText, dotColor(Dot::Error, -1, this->palette()));
        state->setPalette(palette);
        state->setForegroundRole(QPalette::WindowText);
    }
}

void DotList::keepRoomForDots()
{
    // The dots are painted in the left margin, a gap from the names.
    m_grid->setContentsMargins(int(fontMetrics().height() * kDotOfText) + 8, 0, 0, 0);
}

void DotList::clearLabels()
{
    for (QLabel *label : m_names + m_states) {
        m_grid->removeWidget(label);
        label->deleteLater();
        label->hide();
    }
    m_names.clear();
    m_states.clear();
}

} // namespace icui
