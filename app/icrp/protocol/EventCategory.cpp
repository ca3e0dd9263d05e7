#include "icrp/protocol/EventCategory.h"

#include <QHash>

namespace icrp {

QString categoryName(EventCategory category)
{
    switch (category) {
    case EventCategory::Match:
        return QStringLiteral("match");
    case EventCategory::Combat:
        return QStringLiteral("combat");
    case EventCategory::Economy:
        return QStringLiteral("economy");
    case EventCategory::Chat:
        return QStringLiteral("chat");
    case EventCategory::Admin:
        return QStringLiteral("admin");
    case EventCategory::SimState:
        return QStringLiteral("sim_state");
    case EventCategory::Telemetry:
        return QStringLiteral("telemetry");
    }
    return {};
}

const QList<EventCategory> &allCategories()
{
    static const QList<EventCategory> all{
        EventCategory::Match, EventCategory::Combat,   EventCategory::Economy,  EventCategory::Chat,
        EventCategory::Admin, EventCategory::SimState, EventCategory::Telemetry};
    return all;
}

std::optional<EventCategory> parseCategory(QStringView name)
{
    for (EventCategory c : allCategories()) {
        if (name == categoryName(c))
            return c;
    }
    return std::nullopt;
}

QStringList categoryNames(EventCategories categories)
{
    QStringList out;
    for (EventCategory c : allCategories()) {
        if (categories.testFlag(c))
            out << categoryName(c);
    }
    return out;
}

const QStringList &eventsOf(EventCategory category)
{
    static const QHash<EventCategory, QStringList> table{
        {EventCategory::Match,
         {QStringLiteral("game_start"), QStringLiteral("game_end"), QStringLiteral("pause"),
          QStringLiteral("resume"), QStringLiteral("player_join"), QStringLiteral("player_leave")}},
        {EventCategory::Combat,
         {QStringLiteral("unit_destroyed"), QStringLiteral("building_destroyed"),
          QStringLiteral("engagement_start")}},
        {EventCategory::Economy,
         {QStringLiteral("resource_harvested"), QStringLiteral("building_placed"),
          QStringLiteral("unit_produced")}},
        {EventCategory::Chat,
         {QStringLiteral("chat_message"), QStringLiteral("ping"),
          QStringLiteral("tactical_marker")}},
        {EventCategory::Admin,
         {QStringLiteral("kick"), QStringLiteral("ban"), QStringLiteral("settings_change"),
          QStringLiteral("server_status"), QStringLiteral("mod_order"),
          QStringLiteral("mod_command")}},
        {EventCategory::SimState, {QStringLiteral("state_diff")}},
        {EventCategory::Telemetry,
         {QStringLiteral("fps"), QStringLiteral("tick_time"), QStringLiteral("network_latency"),
          QStringLiteral("memory_usage")}},
    };
    static const QStringList none;
    auto it = table.constFind(category);
    return it == table.constEnd() ? none : *it;
}

std::optional<EventCategory> categoryOfSubscription(QStringView name)
{
    if (const auto category = parseCategory(name))
        return category;
    return categoryOfEvent(name);
}

std::optional<EventCategory> categoryOfEvent(QStringView eventType)
{
    for (EventCategory c : allCategories()) {
        for (const QString &e : eventsOf(c)) {
            if (eventType == e)
                return c;
        }
    }
    return std::nullopt;
}

EventCategories categoriesVisibleTo(Tier tier)
{
    const EventCategories everyone = EventCategories(EventCategory::Match) | EventCategory::Combat |
                                     EventCategory::Economy | EventCategory::Chat |
                                     EventCategory::SimState;
    switch (tier) {
    case Tier::Observer:
    case Tier::Mod:
        return everyone;
    case Tier::Admin:
    case Tier::Debug:
        return everyone | EventCategory::Admin | EventCategory::Telemetry;
    }
    return {};
}

} // namespace icrp
