#include "relay/DataFileLock.h"

#include <QDir>
#include <QFileInfo>

namespace icrelay {

ic::Result<std::unique_ptr<QLockFile>> lockDataFile(const QString &file, const QString &code)
{
    QDir().mkpath(QFileInfo(file).absolutePath());
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    if (!lock->tryLock(5000))
        return ic::Error{code, QStringLiteral("%1 is locked by another program").arg(file)};
    return lock;
}

} // namespace icrelay
