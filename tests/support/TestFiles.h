#pragma once
// Small file helpers for the tool tests: write bytes to a file (making its folders) and read
// a file back whole. Shared by tests under tests/unit/tools and tests/integration/tools (each
// adds tests/support to its include path).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace ictest {

/// Writes `data` to `path`, creating the folders above it; false when any of it failed.
inline bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// The bytes of `path`; empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace ictest
