#include "connectors/tf2/Tf2GameView.h"

#include "connectors/common/Tr.h"

#include <QLocale>

namespace icconnectors::tf2 {
namespace {

template <typename T> bool assign(std::optional<T> &slot, const std::optional<T> &value)
{
    if (!value || slot == value)
        return false;
    slot = value;
    return true;
}

std::optional<qint64> integerOf(const QJsonObject &data, const char *key)
{
    const QJsonValue value = data.value(QLatin1String(key));
    if (!value.isDouble())
        return std::nullopt;
    return qint64(value.toDouble());
}

std::optional<int> smallIntegerOf(const QJsonObject &data, const char *key)
{
    const auto value = integerOf(data, key);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

QString countText(const std::optional<QJsonArray> &list)
{
    return list ? QString::number(list->size()) : Tr::tr("unknown");
}

} // namespace

QStringList Tf2GameView::refreshCommands()
{
    return {QStringLiteral("query_game_state"), QStringLiteral("query_towns"),
            QStringLiteral("query_lines"), QStringLiteral("query_vehicles")};
}

bool Tf2GameView::absorb(const QString &command, const QJsonObject &params,
                         const QJsonValue &typedData)
{
    const QJsonObject data = typedData.toObject();
    if (command == QLatin1String("query_game_state"))
        return absorbState(data);
    if (command == QLatin1String("query_towns"))
        return absorbList(m_towns, data.value(QStringLiteral("towns")));
    if (command == QLatin1String("query_lines"))
        return absorbList(m_lines, data.value(QStringLiteral("lines")));
    if (command == QLatin1String("query_vehicles"))
        return absorbList(m_vehicles, data.value(QStringLiteral("vehicles")));
    return absorbControl(command, params);
}

bool Tf2GameView::absorbState(const QJsonObject &data)
{
    bool changed = assign(m_year, smallIntegerOf(data, "year"));
    changed |= assign(m_month, smallIntegerOf(data, "month"));
    changed |= assign(m_day, smallIntegerOf(data, "day"));
    changed |= assign(m_money, integerOf(data, "money"));
    changed |= assign(m_speed, smallIntegerOf(data, "speed"));
    const QJsonValue paused = data.value(QStringLiteral("paused"));
    if (paused.isBool())
        changed |= assign(m_paused, std::optional<bool>(paused.toBool()));
    return changed;
}

bool Tf2GameView::absorbList(std::optional<QJsonArray> &list, const QJsonValue &value)
{
    if (!value.isArray())
        return false;
    return assign(list, std::optional<QJsonArray>(value.toArray()));
}

bool Tf2GameView::absorbControl(const QString &command, const QJsonObject &params)
{
    if (command == QLatin1String("pause"))
        return assign(m_paused, std::optional<bool>(true));
    if (command == QLatin1String("resume"))
        return assign(m_paused, std::optional<bool>(false));
    if (command != QLatin1String("set_speed"))
        return false;
    const int speed = params.value(QStringLiteral("speed")).toVariant().toInt();
    bool changed = assign(m_speed, std::optional<int>(speed));
    changed |= assign(m_paused, std::optional<bool>(speed == 0));
    return changed;
}

void Tf2GameView::clear()
{
    *this = Tf2GameView();
}

QString Tf2GameView::dateText() const
{
    if (!m_year || !m_month || !m_day)
        return {};
    return QStringLiteral("%1-%2-%3")
        .arg(*m_year, 4, 10, QLatin1Char('0'))
        .arg(*m_month, 2, 10, QLatin1Char('0'))
        .arg(*m_day, 2, 10, QLatin1Char('0'));
}

QJsonObject Tf2GameView::toJson() const
{
    QJsonObject view;
    const auto put = [&view](const char *key, const auto &slot) {
        if (slot)
            view.insert(QLatin1String(key), QJsonValue(*slot));
    };
    put("year", m_year);
    put("month", m_month);
    put("day", m_day);
    put("money", m_money);
    put("speed", m_speed);
    put("paused", m_paused);
    put("towns", m_towns);
    put("lines", m_lines);
    put("vehicles", m_vehicles);
    return view;
}

QList<QPair<QString, QString>> Tf2GameView::figures() const
{
    const QString unknown = Tr::tr("unknown");
    const QString date = dateText();
    return {
        {Tr::tr("Date"), date.isEmpty() ? unknown : date},
        {Tr::tr("Money"), m_money ? QLocale().toString(*m_money) : unknown},
        {Tr::tr("Speed"), m_speed ? QString::number(*m_speed) : unknown},
        {Tr::tr("Paused"), m_paused ? (*m_paused ? Tr::tr("yes") : Tr::tr("no")) : unknown},
        {Tr::tr("Towns"), countText(m_towns)},
        {Tr::tr("Lines"), countText(m_lines)},
        {Tr::tr("Vehicles"), countText(m_vehicles)},
    };
}

} // namespace icconnectors::tf2
