#include "mcp/McpPrompts.h"

#include "mcp/McpJson.h"
#include <QUrl>

namespace icmcp {

namespace {

struct Argument
{
    const char *name;
    const char *description;
    bool required;
};

struct PromptInfo
{
    const char *name;
    const char *title;
    const char *description;
    std::initializer_list<Argument> arguments;
};

const PromptInfo kPrompts[] = {
    {"coach_replay",
     "Coach me on this replay",
     "A coaching review of one finished match: what went well, what to change, when.",
     {{"match_id", "The match (and replay) to review, from query_match_history", true},
      {"player", "Whose play to review (exact name); default: the one you ask about", false}}},
    {"last_match",
     "What went wrong in my last match?",
     "Finds the player's most recent match and explains why it was lost (or won).",
     {{"player", "Your player name in the game (exact)", true}}},
    {"counter_strategy",
     "How do I counter this strategy?",
     "Advice against a strategy, from the unit stats and the player's own history.",
     {{"strategy", "The strategy to counter, e.g. \"early heavy tank rush\"", true},
      {"player", "Your player name, to fit the advice to your style", false}}},
};

/// `text` as one segment of an ic:// URI (a name with a space or a slash stays one segment).
QString uriPart(const QString &text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

const PromptInfo *find(const QString &name)
{
    for (const PromptInfo &p : kPrompts) {
        if (name == QLatin1String(p.name))
            return &p;
    }
    return nullptr;
}

} // namespace

QJsonArray McpPrompts::list()
{
    QJsonArray result;
    for (const PromptInfo &p : kPrompts) {
        QJsonArray arguments;
        for (const Argument &a : p.arguments)
            arguments.append(QJsonObject{{key("name"), QLatin1String(a.name)},
                                         {key("description"), QLatin1String(a.description)},
                                         {key("required"), a.required}});
        result.append(QJsonObject{{key("name"), QLatin1String(p.name)},
                                  {key("title"), QLatin1String(p.title)},
                                  {key("description"), QLatin1String(p.description)},
                                  {key("arguments"), arguments}});
    }
    return result;
}

ic::Result<QJsonObject> McpPrompts::get(const QString &name, const QJsonObject &arguments)
{
    const PromptInfo *prompt = find(name);
    if (!prompt)
        return ic::Error{
            QStringLiteral("mcp.prompt-not-found"),
            QStringLiteral("No prompt \"%1\": prompts/list names the prompts").arg(name)};
    for (const Argument &a : prompt->arguments) {
        if (a.required && arguments.value(QLatin1String(a.name)).toString().isEmpty())
            return ic::Error{QStringLiteral("mcp.arguments"),
                             QStringLiteral("Prompt \"%1\" needs the argument \"%2\": %3")
                                 .arg(name, QLatin1String(a.name), QLatin1String(a.description))};
    }
    const QJsonObject message{{key("role"), QLatin1String("user")},
                              {key("content"), QJsonObject{{key("type"), QLatin1String("text")},
                                                           {key("text"), text(name, arguments)}}}};
    return QJsonObject{{key("description"), QLatin1String(prompt->description)},
                       {key("messages"), QJsonArray{message}}};
}

QString McpPrompts::text(const QString &name, const QJsonObject &arguments)
{
    const QString player = arguments.value(key("player")).toString();
    const QString me = player.isEmpty() ? QStringLiteral("me") : player;
    if (name == QLatin1String("coach_replay"))
        return QStringLiteral(
                   "Coach %1 on the match %2. Call analyze_replay with match_id \"%2\" and read "
                   "the resource ic://match/history/%3 for its events. Say what went well, the "
                   "two or three moments that decided the match (with the minute), and what to "
                   "practise next, in plain words.")
            .arg(me, arguments.value(key("match_id")).toString(),
                 uriPart(arguments.value(key("match_id")).toString()));
    if (name == QLatin1String("last_match"))
        return QStringLiteral(
                   "What went wrong in my last match? I play as \"%1\". Call "
                   "query_match_history with player \"%1\" and limit 1, then analyze_replay "
                   "with its match_id. Explain why the match was lost (or what nearly lost it), "
                   "compared with how %1 usually plays (resource ic://player/%2/style).")
            .arg(player, uriPart(player));
    return QStringLiteral(
               "How do I counter this strategy: %1? Use explain_unit_stats for the units it "
               "relies on and the ones that beat them%2. Give a build order and the signs to "
               "watch for.")
        .arg(arguments.value(key("strategy")).toString(),
             player.isEmpty() ? QString()
                              : QStringLiteral(", and suggest_build_order for player \"%1\" "
                                               "to fit it to how they play")
                                    .arg(player));
}

} // namespace icmcp
