#include "ui/connections/TwoLineHeaders.h"

namespace icui {

QVariant TwoLineHeaders::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !sourceModel())
        return QIdentityProxyModel::headerData(section, orientation, role);
    return header(sourceModel(), section, role, !m_oneLine.contains(section));
}

QString TwoLineHeaders::twoLines(const QString &title)
{
    const QString text = title.simplified();
    int best = -1;
    qsizetype longest = text.size();
    for (qsizetype i = text.indexOf(QLatin1Char(' ')); i >= 0;
         i = text.indexOf(QLatin1Char(' '), i + 1)) {
        const qsizetype longer = std::max(i, text.size() - i - 1);
        if (longer < longest) {
            longest = longer;
            best = int(i);
        }
    }
    if (best < 0)
        return title;
    QString broken = text;
    broken[best] = QLatin1Char('\n');
    return broken;
}

QVariant TwoLineHeaders::header(const QAbstractItemModel *source, int section, int role, bool wrap)
{
    const QVariant title = source->headerData(section, Qt::Horizontal, Qt::DisplayRole);
    if (role == Qt::DisplayRole)
        return wrap ? twoLines(title.toString()) : title;
    if (role == Qt::ToolTipRole) {
        const QVariant tip = source->headerData(section, Qt::Horizontal, Qt::ToolTipRole);
        return tip.isValid() ? tip : title;
    }
    return source->headerData(section, Qt::Horizontal, role);
}

} // namespace icui
