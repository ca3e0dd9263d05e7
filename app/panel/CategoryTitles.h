#pragma once
// The event categories of ICRP (match, combat, economy, chat, admin, sim_state, telemetry) as a
// person reads them in a table, in the user's language: "Combat", "Sim state". The wire names
// stay what tools and the game's messages use; an unknown one is shown as it came.

#include <QString>
#include <QStringList>

namespace icpanel {

class CategoryTitles
{
public:
    static QString title(const QString &category);
    /// Each of `categories` as title(), joined with ", ".
    static QString list(const QStringList &categories);

private:
    CategoryTitles() = delete;
};

} // namespace icpanel
