#pragma once
// What a person wants to see of a running TF2 game, kept from the game's own answers (typed back
// already): date, money, speed, paused, and the towns, lines and vehicles. It learns from every
// answer it is shown — query_game_state, query_towns, query_lines, query_vehicles, and
// pause / resume / set_speed, whose success says the new state — so a query run from the form
// refreshes it as much as refreshCommands() does. No I/O here: the connector feeds it.

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <optional>

namespace icconnectors::tf2 {

class Tf2GameView
{
public:
    /// The queries that refresh every part of the view, in the order to send them.
    static QStringList refreshCommands();

    /// Takes what the answer to `command` says; true when the view changed. `params` are the
    /// ones sent (set_speed's speed).
    bool absorb(const QString &command, const QJsonObject &params, const QJsonValue &typedData);
    void clear();

    /// The whole view as one object (the connector's "game_view" event): year, month, day,
    /// money, speed, paused, towns, lines, vehicles — each missing until known.
    QJsonObject toJson() const;
    /// Date, money, speed, paused, towns, lines, vehicles, for a person.
    QList<QPair<QString, QString>> figures() const;

    std::optional<qint64> money() const { return m_money; }
    std::optional<int> speed() const { return m_speed; }
    std::optional<bool> paused() const { return m_paused; }
    QString dateText() const;
    qsizetype townCount() const { return m_towns ? m_towns->size() : -1; }
    qsizetype lineCount() const { return m_lines ? m_lines->size() : -1; }
    qsizetype vehicleCount() const { return m_vehicles ? m_vehicles->size() : -1; }

private:
    bool absorbState(const QJsonObject &data);
    bool absorbList(std::optional<QJsonArray> &list, const QJsonValue &value);
    bool absorbControl(const QString &command, const QJsonObject &params);

    std::optional<int> m_year;
    std::optional<int> m_month;
    std::optional<int> m_day;
    std::optional<qint64> m_money;
    std::optional<int> m_speed;
    std::optional<bool> m_paused;
    std::optional<QJsonArray> m_towns;
    std::optional<QJsonArray> m_lines;
    std::optional<QJsonArray> m_vehicles;
};

} // namespace icconnectors::tf2
