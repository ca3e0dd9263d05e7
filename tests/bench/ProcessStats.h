#pragma once
// What the benchmarks read of a process tree from /proc: its processes, their PSS and their CPU
// time. Linux only, as the benchmarks are.

#include <QDir>
#include <QFile>
#include <QHash>
#include <QList>

namespace icbench {

/// A process's parent, from /proc/PID/stat; 0 when it is gone.
inline qint64 parentPid(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() : 0;
}

/// Every process under `root` (itself included), from /proc/*/stat's parent field.
inline QList<qint64> processTree(qint64 root)
{
    QHash<qint64, QList<qint64>> children;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (isPid)
            children[parentPid(pid)] << pid;
    }
    QList<qint64> tree{root};
    for (qsizetype i = 0; i < tree.size(); ++i)
        tree += children.value(tree.at(i));
    return tree;
}

/// A "Name: N kB" line of a process's /proc/PID/smaps_rollup ("Pss:", "Pss_Anon:"), in kB; 0 when
/// the process is gone.
inline qint64 rollupKb(qint64 pid, const QByteArray &name = QByteArrayLiteral("Pss:"))
{
    QFile file(QStringLiteral("/proc/%1/smaps_rollup").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(name))
            return line.mid(name.size()).trimmed().split(' ').constFirst().toLongLong();
    }
    return 0;
}

/// The PSS of the tree (smaps_rollup's "Pss:" summed), in MB.
inline double treePssMb(const QList<qint64> &tree)
{
    qint64 kb = 0;
    for (const qint64 pid : tree)
        kb += rollupKb(pid);
    return double(kb) / 1024.0;
}

/// PSS and its anonymous part (what the process itself allocated; the rest is files, shared with
/// whatever else maps them), in MB: "31.2/12.0".
inline QString pssText(qint64 pid)
{
    return QString::asprintf("%.1f/%.1f", rollupKb(pid) / 1024.0,
                             rollupKb(pid, "Pss_Anon:") / 1024.0);
}

/// What a QtWebEngine process is, from its command line's --type= ("renderer", "gpu-process",
/// "utility", "zygote"; a zygote's child is a renderer even before it says so); the program's
/// name for any other.
inline QString processKind(qint64 pid)
{
    const auto typeOf = [](qint64 process) {
        QFile file(QStringLiteral("/proc/%1/cmdline").arg(process));
        if (!file.open(QIODevice::ReadOnly))
            return QStringLiteral("?");
        // QtWebEngineProcess rewrites its arguments into one, separated by spaces.
        const QList<QByteArray> args = file.readAll().replace('\0', ' ').split(' ');
        for (const QByteArray &arg : args) {
            if (arg.startsWith("--type="))
                return QString::fromLatin1(arg.mid(7));
        }
        return QString::fromLocal8Bit(args.constFirst()).section(u'/', -1);
    };
    const QString kind = typeOf(pid);
    return kind == u"zygote" && typeOf(parentPid(pid)) == u"zygote" ? QStringLiteral("renderer")
                                                                    : kind;
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
