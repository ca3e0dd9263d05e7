#pragma once
// The replays in a data folder's replays/: listing them newest first and loading one by id.
// A file that cannot be read or is malformed is skipped with a warning (icpanel.mock.replay).

#include "mock/MatchReplay.h"

#include <QList>
#include <QString>
#include <memory>

namespace icmock {

class ReplayLibrary
{
public:
    /// `folder`: <dataDir>/replays (created on save()).
    explicit ReplayLibrary(QString folder);

    const QString &folder() const { return m_folder; }
    /// Writes `replay` as <folder>/<replay_id>.icrep.
    ic::Result<void> save(const MatchReplay &replay) const;
    /// Every readable replay, newest first (started_at, then replay_id, descending).
    QList<std::shared_ptr<const MatchReplay>> list() const;
    /// The replay with this id; nullptr when there is none (or it is malformed: warned).
    std::shared_ptr<const MatchReplay> load(const QString &replayId) const;

private:
    QString m_folder;
};

} // namespace icmock
