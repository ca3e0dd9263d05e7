#pragma once
// Whether a command_result can be the answer to the command in flight. RFC-014's answers carry
// no id, but some of them say which command they answer: the protocol errors echo it ("Unknown
// command: x", "Invalid spawn command arguments…"), spawn's result and the position messages echo
// the coordinates ("Spawned goblin at (10, 5)", "Position out of bounds: (20, 10)"), and the
// RFC's answers are worded per command (query's `entities`, ping's "pong", "Teleported …",
// "Gave …", "Healed …", "Killed …", "Player inventory is full", "No living enemies found").
// judge() reads those: Confirmed when the answer names the command (and its position), Plausible
// when it names none (taken by order, as the RFC is written), Contradicted when it names another
// command or another position — then it is another client's answer from a server that sends
// results to every client, and must not be taken for this command's.

#include "connectors/devtools/DevToolsEvent.h"

#include <QString>
#include <QVariantMap>

namespace icconnectors::devtools {

class DevToolsAnswerMatch
{
public:
    enum class Verdict { Confirmed, Plausible, Contradicted };

    /// `command` and `args` as sent (args as DevToolsCatalogue::check gave them).
    static DevToolsAnswerMatch judge(const QString &command, const QVariantMap &args,
                                     const DevToolsEvent &answer);

    Verdict verdict() const { return m_verdict; }
    /// Contradicted: what the answer belongs to, for a person ("spawn", "tp at (4, 4)").
    QString belongsTo() const { return m_belongsTo; }

private:
    Verdict m_verdict = Verdict::Plausible;
    QString m_belongsTo;
};

} // namespace icconnectors::devtools
