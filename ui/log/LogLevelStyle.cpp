#include "ui/log/LogLevelStyle.h"

#include "panel/LogModel.h"

#include <QApplication>
#include <QBrush>
#include <QFont>
#include <QIcon>
#include <QPalette>
#include <QStyle>

namespace icui {

using Level = icpanel::LogModel::Level;

LogLevelStyle::LogLevelStyle(QObject *parent) : QSortFilterProxyModel(parent)
{
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(-1);
}

QVariant LogLevelStyle::data(const QModelIndex &index, int role) const
{
    if (role != Qt::DecorationRole && role != Qt::ForegroundRole && role != Qt::FontRole)
        return QSortFilterProxyModel::data(index, role);
    const QVariant levelValue = QSortFilterProxyModel::data(index, icpanel::LogModel::LevelRole);
    if (!levelValue.isValid())
        return QSortFilterProxyModel::data(index, role);
    const Level level = levelValue.value<Level>();
    switch (role) {
    case Qt::DecorationRole:
        if (index.column() != icpanel::LogModel::LevelColumn || level == Level::Info)
            return {};
        return QApplication::style()->standardIcon(
            level == Level::Error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
    case Qt::ForegroundRole:
        if (level != Level::Error)
            return {};
        // Readable on light and dark themes alike.
        return QBrush(QApplication::palette().color(QPalette::Base).lightness() > 128
                          ? QColor(0xb0, 0x1c, 0x1c)
                          : QColor(0xff, 0x8a, 0x80));
    case Qt::FontRole: {
        if (level != Level::Error)
            return {};
        QFont font = QApplication::font();
        font.setBold(true);
        return font;
    }
    default:
        return {};
    }
}

} // namespace icui
