#include "mock/ReplayLibrary.h"

#include "mock/ReplayLog.h"

#include <QDir>
#include <algorithm>

namespace icmock {

ReplayLibrary::ReplayLibrary(QString folder) : m_folder(std::move(folder))
{
    const QStringList files =
        QDir(m_folder).entryList({QStringLiteral("*.icrep")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString path = QDir(m_folder).filePath(name);
        ic::Result<MatchReplay> replay = MatchReplay::load(path);
        if (!replay) {
            // The message names the file.
            qCWarning(lcMockReplay).noquote() << "skipping a replay:" << replay.error().message;
            continue;
        }
        add(std::move(*replay));
    }
}

ic::Result<void> ReplayLibrary::save(const MatchReplay &replay)
{
    if (!QDir().mkpath(m_folder))
        return ic::Error{QStringLiteral("replay.unwritable"),
                         QStringLiteral("Cannot create the replays folder %1: check the data "
                                        "folder's permissions or choose another with --data-dir.")
                             .arg(m_folder)};
    if (auto saved = replay.save(QDir(m_folder).filePath(MatchReplay::fileName(replay.replayId)));
        !saved)
        return saved;
    add(replay);
    return ic::success();
}

void ReplayLibrary::add(MatchReplay replay)
{
    replay.inputs.clear();
    m_entries.removeIf([&replay](const MatchReplay &r) { return r.replayId == replay.replayId; });
    const auto newer = [](const MatchReplay &a, const MatchReplay &b) {
        if (a.startedAt != b.startedAt)
            return a.startedAt > b.startedAt;
        return a.replayId > b.replayId;
    };
    m_entries.insert(std::upper_bound(m_entries.begin(), m_entries.end(), replay, newer),
                     std::move(replay));
}

std::shared_ptr<const MatchReplay> ReplayLibrary::load(const QString &replayId) const
{
    if (!MatchReplay::isValidId(replayId))
        return nullptr;
    const QString path = QDir(m_folder).filePath(MatchReplay::fileName(replayId));
    if (!QFile::exists(path))
        return nullptr;
    ic::Result<MatchReplay> replay = MatchReplay::load(path);
    if (!replay) {
        qCWarning(lcMockReplay).noquote() << "cannot load" << path << "-" << replay.error().message;
        return nullptr;
    }
    if (replay->replayId != replayId) {
        qCWarning(lcMockReplay).noquote()
            << path << "holds replay" << replay->replayId << ", not" << replayId;
        return nullptr;
    }
    return std::make_shared<const MatchReplay>(std::move(*replay));
}

} // namespace icmock
