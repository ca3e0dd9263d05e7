#include "mock/ReplayLibrary.h"

#include "mock/ReplayLog.h"

#include <QDir>
#include <algorithm>

namespace icmock {

ReplayLibrary::ReplayLibrary(QString folder) : m_folder(std::move(folder)) {}

ic::Result<void> ReplayLibrary::save(const MatchReplay &replay) const
{
    if (!QDir().mkpath(m_folder))
        return ic::Error{QStringLiteral("replay.unwritable"),
                         QStringLiteral("Cannot create the replays folder %1: check the data "
                                        "folder's permissions or choose another with --data-dir.")
                             .arg(m_folder)};
    return replay.save(QDir(m_folder).filePath(MatchReplay::fileName(replay.replayId)));
}

QList<std::shared_ptr<const MatchReplay>> ReplayLibrary::list() const
{
    QList<std::shared_ptr<const MatchReplay>> replays;
    const QStringList files =
        QDir(m_folder).entryList({QStringLiteral("*.icrep")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString path = QDir(m_folder).filePath(name);
        ic::Result<MatchReplay> replay = MatchReplay::load(path);
        if (!replay) {
            qCWarning(lcMockReplay).noquote()
                << "skipping" << path << "-" << replay.error().message;
            continue;
        }
        replays.append(std::make_shared<const MatchReplay>(std::move(*replay)));
    }
    std::sort(replays.begin(), replays.end(), [](const auto &a, const auto &b) {
        if (a->startedAt != b->startedAt)
            return a->startedAt > b->startedAt;
        return a->replayId > b->replayId;
    });
    return replays;
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
