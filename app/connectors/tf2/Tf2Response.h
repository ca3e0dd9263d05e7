#pragma once
// One answer as the response file holds it: its id, and the data of an ok answer or the game's
// own words on an error (status "ok" / "error"); Tf2Message.h reads and writes it.

#include "common/Result.h"

#include <QJsonValue>
#include <QString>

namespace icconnectors::tf2 {

struct Tf2Response
{
    /// The game's code for a refusal (the file carries only its words).
    static constexpr const char *kGameError = "tf2.game_error";

    QString id;
    /// "data" as in the file (strings), or the game's message (code kGameError).
    ic::Result<QJsonValue> answer = QJsonValue();

    /// A refusal with the game's words.
    static ic::Error refusal(const QString &message)
    {
        return ic::Error{QString::fromLatin1(kGameError), message};
    }
};

} // namespace icconnectors::tf2
