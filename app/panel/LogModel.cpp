#include "panel/LogModel.h"
#include "panel/Tr.h"

#include "panel/PanelLog.h"

namespace icpanel {

LogModel::LogModel(QObject *parent) : QAbstractTableModel(parent) {}

void LogModel::append(Level level, const QString &message)
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
    const QDateTime now = QDateTime::currentDateTime();
    if (!m_entries.isEmpty() && m_entries.last().level == level &&
        m_entries.last().message == message) {
        Entry &last = m_entries.last();
        ++last.repeats;
        last.time = now;
        const int row = int(m_entries.size()) - 1;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        Q_EMIT entryAdded(last);
        return;
    }
    if (m_entries.size() >= m_maximum) {
        const int drop = int(m_entries.size()) - m_maximum + 1;
        beginRemoveRows({}, 0, drop - 1);
        m_entries.remove(0, drop);
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(Entry{now, level, message, 1, now});
    endInsertRows();
    Q_EMIT entryAdded(m_entries.last());
}

void LogModel::clear()
{
    beginResetModel();
    m_entries.clear();
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
        if (e.repeats > 1)
            return Tr::tr("%1 (×%2)").arg(e.message).arg(e.repeats);
        return e.message;
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
