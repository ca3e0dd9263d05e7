#include "panel/CategoryTitles.h"

#include "panel/Tr.h"

namespace icpanel {

QString CategoryTitles::title(const QString &category)
{
    struct Title
    {
        const char *category;
        struct
        {
            const char *source;
            const char *comment; // told apart from the same words elsewhere
        } title;
    };
    static constexpr Title titles[] = {
        {"match", QT_TRANSLATE_NOOP3("icpanel", "Match", "event category")},
        {"combat", QT_TRANSLATE_NOOP3("icpanel", "Combat", "event category")},
        {"economy", QT_TRANSLATE_NOOP3("icpanel", "Economy", "event category")},
        {"chat", QT_TRANSLATE_NOOP3("icpanel", "Chat", "event category")},
        {"admin", QT_TRANSLATE_NOOP3("icpanel", "Admin", "event category")},
        {"sim_state", QT_TRANSLATE_NOOP3("icpanel", "Sim state", "event category")},
        {"telemetry", QT_TRANSLATE_NOOP3("icpanel", "Telemetry", "event category")},
    };
    for (const Title &t : titles) {
        if (category == QLatin1String(t.category))
            return Tr::tr(t.title.source, t.title.comment);
    }
    return category;
}

QString CategoryTitles::list(const QStringList &categories)
{
    QStringList titles;
    for (const QString &category : categories)
        titles << title(category);
    return titles.join(QStringLiteral(", "));
}

} // namespace icpanel
