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
    if (m_entries.size() >= m_maximum) {
        const int drop = int(m_entries.size()) - m_maximum + 1;
        beginRemoveRows({}, 0, drop - 1);
        m_entries.remove(0, drop);
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(Entry{QDateTime::currentDateTime(), level, message});
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
