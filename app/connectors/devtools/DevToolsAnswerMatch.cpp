#include "connectors/devtools/DevToolsAnswerMatch.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QStringList>

namespace icconnectors::devtools {
namespace {

/// tp and teleport are one command; a server may echo either name.
QString canonical(const QString &command)
{
    return command == QLatin1String("teleport") ? QStringLiteral("tp") : command;
}

/// The command named by an echo in the message ("Unknown command: x", "Invalid x command
/// arguments"), or empty.
QString echoedCommand(const QString &message)
{
    static const QRegularExpression unknown(QStringLiteral("^Unknown command: *(\\S+)"));
    static const QRegularExpression invalid(
        QStringLiteral("^Invalid ([a-z0-9_-]+) command arguments\\b"));
    for (const QRegularExpression *pattern : {&unknown, &invalid}) {
        const auto match = pattern->match(message);
        if (match.hasMatch())
            return match.captured(1);
    }
    return {};
}

/// The commands whose answers RFC-014 words like this one (empty: it cannot tell).
QStringList wordedFor(const DevToolsEvent &answer)
{
    const QJsonObject result = answer.result.toObject();
    if (result.contains(QStringLiteral("entities")))
        return {QStringLiteral("query")};
    if (result.contains(QStringLiteral("entityId")))
        return {QStringLiteral("spawn")};
    if (answer.success && answer.message == QLatin1String("pong"))
        return {QStringLiteral("ping")};
    static const QList<QPair<QString, QStringList>> openings{
        {QStringLiteral("Spawned "), {QStringLiteral("spawn")}},
        {QStringLiteral("Position is not walkable"), {QStringLiteral("spawn")}},
        {QStringLiteral("Position out of bounds"), {QStringLiteral("spawn"), QStringLiteral("tp")}},
        {QStringLiteral("Teleported "), {QStringLiteral("tp")}},
        {QStringLiteral("Gave "), {QStringLiteral("give")}},
        {QStringLiteral("Player inventory is full"), {QStringLiteral("give")}},
        {QStringLiteral("Healed "), {QStringLiteral("heal")}},
        {QStringLiteral("Player is not alive"),
         {QStringLiteral("tp"), QStringLiteral("give"), QStringLiteral("heal")}},
        {QStringLiteral("Killed "), {QStringLiteral("kill")}},
        {QStringLiteral("No living enemies found"), {QStringLiteral("kill")}},
    };
    for (const auto &[opening, commands] : openings) {
        if (answer.message.startsWith(opening))
            return commands;
    }
    return {};
}

/// The positions an answer names: "(10, 5)" in its message, x/y in its result.
QList<QPair<qint64, qint64>> positionsIn(const DevToolsEvent &answer)
{
    static const QRegularExpression position(QStringLiteral("\\((-?\\d+), *(-?\\d+)\\)"));
    QList<QPair<qint64, qint64>> found;
    for (auto it = position.globalMatch(answer.message); it.hasNext();) {
        const auto match = it.next();
        found.append({match.captured(1).toLongLong(), match.captured(2).toLongLong()});
    }
    const QJsonObject result = answer.result.toObject();
    if (result.value(QStringLiteral("x")).isDouble() &&
        result.value(QStringLiteral("y")).isDouble())
        found.append({qint64(result.value(QStringLiteral("x")).toDouble()),
                      qint64(result.value(QStringLiteral("y")).toDouble())});
    return found;
}

/// For spawn and tp: the other position the answer names when none is the one sent, or empty.
QString otherPosition(const QString &command, const QVariantMap &args, const DevToolsEvent &answer)
{
    const QString x = QStringLiteral("x");
    const QString y = QStringLiteral("y");
    if ((command != QLatin1String("spawn") && command != QLatin1String("tp")) ||
        !args.contains(x) || !args.contains(y))
        return {};
    const auto found = positionsIn(answer);
    const QPair<qint64, qint64> sent{args.value(x).toLongLong(), args.value(y).toLongLong()};
    if (found.isEmpty() || found.contains(sent))
        return {};
    return QStringLiteral("%1 at (%2, %3)")
        .arg(command)
        .arg(found.last().first)
        .arg(found.last().second);
}

} // namespace

DevToolsAnswerMatch DevToolsAnswerMatch::judge(const QString &command, const QVariantMap &args,
                                               const DevToolsEvent &answer)
{
    DevToolsAnswerMatch match;
    const QString ours = canonical(command);
    const QString echoed = echoedCommand(answer.message.trimmed());
    const QStringList claimed =
        echoed.isEmpty() ? wordedFor(answer) : QStringList{canonical(echoed)};
    if (!claimed.isEmpty() && !claimed.contains(ours)) {
        match.m_verdict = Verdict::Contradicted;
        match.m_belongsTo = claimed.join(QLatin1Char('/'));
        return match;
    }
    const QString elsewhere = otherPosition(ours, args, answer);
    if (!elsewhere.isEmpty()) {
        match.m_verdict = Verdict::Contradicted;
        match.m_belongsTo = elsewhere;
        return match;
    }
    match.m_verdict = claimed.isEmpty() ? Verdict::Plausible : Verdict::Confirmed;
    return match;
}

} // namespace icconnectors::devtools
