#include "connectors/common/WireLogModel.h"

#include "common/ForeignText.h"
#include "connectors/common/Tr.h"

#include <QStringDecoder>

namespace icconnectors {
namespace {

constexpr int ShownCharacters = 400;

} // namespace

WireLogModel::WireLogModel(int capacity, QObject *parent)
    : QAbstractTableModel(parent), m_capacity(qMax(1, capacity))
{
}

void WireLogModel::append(const WireEntry &entry)
{
    if (m_entries.size() >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size()));
    m_entries.append(entry);
    endInsertRows();
}

void WireLogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

int WireLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int WireLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WireLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const WireEntry &e = m_entries.at(index.row());
    if (role == FullTextRole || (role == Qt::ToolTipRole && index.column() == Message))
        return readable(e.bytes);
    if (role == DirectionRole)
        return int(e.direction);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Time:
        return e.at.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    case Direction:
        return directionText(e.direction);
    case Channel:
        return e.channel;
    case Message: {
        const QString text = readable(e.bytes);
        return text.size() > ShownCharacters ? text.left(ShownCharacters) + QChar(0x2026) : text;
    }
    default:
        return {};
    }
}

QVariant WireLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Time:
        return Tr::tr("Time");
    case Direction:
        return Tr::tr("Way");
    case Channel:
        return Tr::tr("Channel");
    case Message:
        return Tr::tr("Message");
    default:
        return {};
    }
}

QString WireLogModel::readable(const QByteArray &bytes)
{
    auto decoder = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    if (!decoder.hasError()) // what a stranger sent: controls and bidi overrides escaped
        return ic::ForeignText::escaped(text);
    QString out; // not UTF-8: every byte outside printable ASCII escaped
    out.reserve(bytes.size());
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        out += (u < 0x20 || u >= 0x7f)
                   ? QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'))
                   : QString(QLatin1Char(c));
    }
    return out;
}

QString WireLogModel::directionText(WireEntry::Direction direction)
{
    switch (direction) {
    case WireEntry::Direction::Sent:
        return Tr::tr("sent");
    case WireEntry::Direction::Received:
        return Tr::tr("received");
    case WireEntry::Direction::Note:
        break;
    }
    return Tr::tr("note");
}

} // namespace icconnectors
