#pragma once
// The replays in a data folder's replays/: listing them newest first and loading one by id.
// The list is read once, when the library is made, and grows on save(); only load() reads a
// whole file again. A file that cannot be read or is malformed is skipped with a warning
// (icpanel.mock.replay).

#include "mock/MatchReplay.h"

#include <QList>
#include <QString>
#include <memory>

namespace icmock {

class ReplayLibrary
{
public:
    /// `folder`: <dataDir>/replays (created on save()); the replays already there are listed.
    explicit ReplayLibrary(QString folder);

    const QString &folder() const { return m_folder; }
    /// Writes `replay` as <folder>/<replay_id>.icrep and lists it.
    ic::Result<void> save(const MatchReplay &replay);
    /// Every readable replay, newest first (started_at, then replay_id, descending); their
    /// inputs are left out (load() has them).
    const QList<MatchReplay> &list() const { return m_entries; }
    /// The replay with this id; nullptr when there is none (or it is malformed: warned).
    std::shared_ptr<const MatchReplay> load(const QString &replayId) const;

private:
    /// Lists `replay` (without its inputs) in its place, instead of any entry of the same id.
    void add(MatchReplay replay);

    QString m_folder;
    QList<MatchReplay> m_entries;
};

} // namespace icmock
