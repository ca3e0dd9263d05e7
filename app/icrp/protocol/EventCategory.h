#pragma once
// Event categories and the events in each (docs/icrp-spec.md §9.2), and which tiers may
// subscribe to which category.

#include "icrp/protocol/Tier.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace icrp {

enum class EventCategory : unsigned {
    Match = 0x01,
    Combat = 0x02,
    Economy = 0x04,
    Chat = 0x08,
    Admin = 0x10,
    SimState = 0x20,
    Telemetry = 0x40,
};
Q_DECLARE_FLAGS(EventCategories, EventCategory)
Q_DECLARE_OPERATORS_FOR_FLAGS(EventCategories)

QString categoryName(EventCategory category);
std::optional<EventCategory> parseCategory(QStringView name);
const QList<EventCategory> &allCategories();
QStringList categoryNames(EventCategories categories);

/// The event types listed under a category in docs/icrp-spec.md §9.2 (e.g. combat → unit_destroyed,
/// …).
const QStringList &eventsOf(EventCategory category);
/// The category an event type belongs to, or nullopt for an unknown event.
std::optional<EventCategory> categoryOfEvent(QStringView eventType);
/// What a subscription to `name` covers: the category of that name, or the category of the
/// event type of that name ("combat" and "unit_destroyed" are both combat); nullopt if neither.
std::optional<EventCategory> categoryOfSubscription(QStringView name);

/// Categories a tier may subscribe to (observer: no admin, no telemetry; mod likewise).
EventCategories categoriesVisibleTo(Tier tier);

} // namespace icrp
