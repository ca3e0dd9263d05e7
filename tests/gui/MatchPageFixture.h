#pragma once
// What the Match page's GUI tests share (TestMatchPage, TestMatchAdmin, TestMatchLook): the
// window over a simulated game (WindowFixture), the page opened, a player's figures and table
// row, the exported CSV read back as RFC 4180 rows, and pictures saved with IC_MATCH_SHOTS.

#include "WindowFixture.h"

#include "match/MatchModel.h"
#include "match/MatchPlayersModel.h"
#include "ui/match/MatchPage.h"
#include "ui/match/PlayersTable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStringList>

namespace ictest {

/// RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes).
inline QStringList csvFields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            field += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

/// The exported file's rows, its header row first; an empty list when a line is empty.
inline QList<QStringList> csvRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(file.readAll());
    if (!text.endsWith(QStringLiteral("\r\n")))
        return {};
    QList<QStringList> rows;
    for (const QString &line : text.chopped(2).split(QStringLiteral("\r\n"))) {
        if (line.isEmpty())
            return {};
        rows << csvFields(line);
    }
    return rows;
}

} // namespace ictest

class MatchPageFixture : public WindowFixture
{
protected:
    /// With IC_MATCH_SHOTS set, saves the window `widget` is in (to look at, not compared).
    static void saveShot(QWidget *widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("IC_MATCH_SHOTS");
        if (dir.isEmpty())
            return;
        QCoreApplication::processEvents();
        widget->window()->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
    }

    icui::MatchPage *openPage()
    {
        m_window->showPage(icui::MainWindow::Page::Match);
        return m_window->matchPage();
    }

    icmatch::PlayerFigures figuresOf(const QString &player) const
    {
        for (const icmatch::PlayerFigures &p : m_panel->match()->players()) {
            if (p.name == player)
                return p;
        }
        return {};
    }

    int rowOf(icui::MatchPage *page, const QString &player) const
    {
        QAbstractItemModel *model = page->playersTable()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(icmatch::MatchPlayersModel::PlayerRole).toString() ==
                player)
                return row;
        }
        return -1;
    }
};
