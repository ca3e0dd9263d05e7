#pragma once
// The event categories of ICRP (match, combat, economy, chat, admin, sim_state, telemetry) as a
// person reads them, in the user's language: "Combat", "Sim state" in a table or a sentence,
// "C&ombat" with its Alt letter on a check box (the Connections page's subscriptions). One
// table for all of them, so the same category has the same name everywhere. The wire names stay
// what tools and the game's messages use; an unknown one is shown as it came.

#include <QString>
#include <QStringList>

namespace icpanel {

class CategoryTitles
{
public:
    static QString title(const QString &category);
    /// The title with its Alt letter ("C&ombat").
    static QString withAltLetter(const QString &category);
    /// Each of `categories` as title(), joined with ", ".
    static QString list(const QStringList &categories);

private:
    CategoryTitles() = delete;
};

} // namespace icpanel
