#include "panel/CategoryTitles.h"

#include "panel/Tr.h"

namespace icpanel {

QString CategoryTitles::withAltLetter(const QString &category)
{
    struct Title
    {
        const char *category;
        struct
        {
            const char *source;
            const char *comment; // told apart from the same words elsewhere (the View menu)
        } title;
    };
    // Alt letters where they do not clash on the Connections page; the rest are reached with Tab.
    static constexpr Title titles[] = {
        {"match", QT_TRANSLATE_NOOP3("icpanel", "&Match", "event category")},
        {"combat", QT_TRANSLATE_NOOP3("icpanel", "C&ombat", "event category")},
        {"economy", QT_TRANSLATE_NOOP3("icpanel", "Eco&nomy", "event category")},
        {"chat", QT_TRANSLATE_NOOP3("icpanel", "Cha&t", "event category")},
        {"admin", QT_TRANSLATE_NOOP3("icpanel", "&Admin", "event category")},
        {"sim_state", QT_TRANSLATE_NOOP3("icpanel", "S&im state", "event category")},
        {"telemetry", QT_TRANSLATE_NOOP3("icpanel", "Telemetr&y", "event category")},
    };
    for (const Title &t : titles) {
        if (category == QLatin1String(t.category))
            return Tr::tr(t.title.source, t.title.comment);
    }
    return category;
}

QString CategoryTitles::title(const QString &category)
{
    // The Alt letter's "&" goes; "&&" is a "&" of the name itself.
    const QString marked = withAltLetter(category);
    QString plain;
    for (qsizetype i = 0; i < marked.size(); ++i) {
        if (marked.at(i) == u'&' && ++i == marked.size())
            break;
        plain += marked.at(i);
    }
    return plain;
}

QString CategoryTitles::list(const QStringList &categories)
{
    QStringList titles;
    for (const QString &category : categories)
        titles << title(category);
    return titles.join(QStringLiteral(", "));
}

} // namespace icpanel
