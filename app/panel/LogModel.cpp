#include "panel/LogModel.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

#include <utility>

namespace icpanel {

LogModel::LogModel(QObject *parent) : QAbstractTableModel(parent) {}

void LogModel::logToCategory(Level level, const QString &message)
{
    switch (level) {
    case Level::Info:
        qCInfo(lcPanelLog).noquote() << message;
        break;
    case Level::Warning:
        qCWarning(lcPanelLog).noquote() << message;
        break;
    case Level::Error:
        qCWarning(lcPanelLog).noquote() << "error:" << message;
        break;
    }
}

void LogModel::append(Level level, const QString &message, const QString &detail)
{
    logToCategory(level,
                  detail.isEmpty() ? message : message + QStringLiteral(" (") + detail + u')');
    const QDateTime now = QDateTime::currentDateTime();
    if (foldRepeat(level, message, now) || foldAttempt(level, message, now))
        return;
    releaseAttempt();
    if (!foldRepeat(level, message, now))
        addEntry(Entry{now, level, message, 1, now, {}, 0, detail});
}

bool LogModel::foldRepeat(Level level, const QString &message, const QDateTime &now)
{
    if (m_entries.isEmpty() || m_entries.last().level != level ||
        m_entries.last().message != message)
        return false;
    Entry &last = m_entries.last();
    m_attemptPending = {};
    ++last.repeats;
    last.gapMs = last.time.msecsTo(now);
    last.time = now;
    changed(int(m_entries.size()) - 1);
    return true;
}

bool LogModel::foldAttempt(Level level, const QString &message, const QDateTime &now)
{
    if (level != Level::Info || m_entries.isEmpty() || m_attemptPending.isValid())
        return false;
    const int row = int(m_entries.size()) - 1;
    Entry &last = m_entries.last();
    if (last.attempt == message) { // the cycle goes on
        m_attemptPending = now;
        return true;
    }
    // The second attempt after one failure: the two lines become the cycle's one.
    if (row < 1 || !last.attempt.isEmpty() || last.level == Level::Info)
        return false;
    const Entry &before = m_entries.at(row - 1);
    if (before.level != Level::Info || before.message != message || before.repeats != 1 ||
        !before.attempt.isEmpty())
        return false;
    Entry cycle = last;
    cycle.attempt = message;
    cycle.first = before.time;
    beginRemoveRows({}, row - 1, row - 1);
    m_entries.removeAt(row - 1);
    endRemoveRows();
    m_entries.last() = cycle;
    changed(row - 1);
    m_attemptPending = now;
    return true;
}

void LogModel::releaseAttempt()
{
    if (!m_attemptPending.isValid())
        return;
    const QDateTime when = std::exchange(m_attemptPending, {});
    addEntry(Entry{when, Level::Info, m_entries.last().attempt, 1, when, {}, 0, {}});
}

void LogModel::addEntry(const Entry &entry)
{
    if (m_entries.size() >= m_maximum) {
        const int drop = int(m_entries.size()) - m_maximum + 1;
        beginRemoveRows({}, 0, drop - 1);
        m_entries.remove(0, drop);
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
    Q_EMIT entryAdded(m_entries.last());
}

void LogModel::changed(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT entryAdded(m_entries.at(row));
}

QString LogModel::messageText(const Entry &e) const
{
    if (!e.attempt.isEmpty() && e.repeats == 1) // once: no count (nineteenth newcomer)
        return Tr::tr("%1 → %2").arg(e.attempt, e.message);
    if (!e.attempt.isEmpty()) {
        const int every = int((e.gapMs + 500) / 1000);
        return every > 0 ? Tr::tr("%1 → %2 (×%3, tried again every %4 s)")
                               .arg(e.attempt, e.message)
                               .arg(e.repeats)
                               .arg(every)
                         : Tr::tr("%1 → %2 (×%3)").arg(e.attempt, e.message).arg(e.repeats);
    }
    if (e.repeats > 1)
        return Tr::tr("%1 (×%2)").arg(e.message).arg(e.repeats);
    return e.message;
}

void LogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    m_attemptPending = {};
    endResetModel();
}

void LogModel::setMaximumEntries(int maximum)
{
    m_maximum = qMax(1, maximum);
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    if (role == LevelRole)
        return QVariant::fromValue(e.level);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case TimeColumn:
        if (role == Qt::ToolTipRole && e.repeats > 1)
            return Tr::tr("%n times, from %1 to %2", nullptr, e.repeats)
                .arg(e.first.toString(QStringLiteral("HH:mm:ss")),
                     e.time.toString(QStringLiteral("HH:mm:ss")));
        return e.time.toString(QStringLiteral("HH:mm:ss"));
    case LevelColumn:
        switch (e.level) {
        case Level::Info:
            return Tr::tr("Info");
        case Level::Warning:
            return Tr::tr("Warning");
        case Level::Error:
            return Tr::tr("Error");
        }
        return {};
    case MessageColumn:
        if (role == Qt::ToolTipRole && !e.detail.isEmpty())
            return messageText(e) + u'\n' + e.detail;
        return messageText(e);
    default:
        return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return Tr::tr("Time");
    case LevelColumn:
        return Tr::tr("Level");
    case MessageColumn:
        return Tr::tr("Message");
    default:
        return {};
    }
}

} // namespace icpanel
