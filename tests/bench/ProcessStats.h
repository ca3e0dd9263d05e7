#pragma once
// What the benchmarks read of a process tree from /proc: its processes, their PSS and their CPU
// time. Linux only, as the benchmarks are.

#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>

namespace icbench {

/// Every process under `root` (itself included), from /proc/*/stat's parent field.
inline QList<qint64> processTree(qint64 root)
{
    QHash<qint64, QList<qint64>> children;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1)
            children[fields.at(1).toLongLong()] << pid;
    }
    QList<qint64> tree{root};
    for (qsizetype i = 0; i < tree.size(); ++i)
        tree += children.value(tree.at(i));
    return tree;
}

/// The sum of a "Name: N kB" line over the tree's smaps_rollup, in MB.
inline double treePssMb(const QList<qint64> &tree)
{
    qint64 kb = 0;
    for (const qint64 pid : tree) {
        QFile file(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.startsWith("Pss:"))
                kb += line.mid(4).trimmed().split(' ').constFirst().toLongLong();
        }
    }
    return double(kb) / 1024.0;
}

/// The tree's CPU time so far (user + system), in clock ticks.
inline qint64 treeCpuTicks(const QList<qint64> &tree)
{
    qint64 ticks = 0;
    for (const qint64 pid : tree) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 12)
            ticks += fields.at(11).toLongLong() + fields.at(12).toLongLong();
    }
    return ticks;
}

} // namespace icbench
