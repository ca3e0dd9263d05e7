#pragma once
// The live log of a connector's wire for the window: one row per WireEntry (time, direction,
// channel, the message as text), newest at the bottom, at most `capacity` rows (the oldest
// go first). Bytes that are not UTF-8 are shown escaped; the full message is the tooltip and
// the FullTextRole.

#include "connectors/common/WireEntry.h"

#include <QAbstractTableModel>
#include <QList>

namespace icconnectors {

class WireLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Time, Direction, Channel, Message, ColumnCount };
    enum Role { FullTextRole = Qt::UserRole + 1, DirectionRole };

    explicit WireLogModel(int capacity = 5000, QObject *parent = nullptr);

    void append(const WireEntry &entry);
    void clear();
    const WireEntry &entry(int row) const { return m_entries.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The bytes as a person reads them: UTF-8 text with control characters and bidirectional
    /// overrides escaped (ic::ForeignText); bytes that are not UTF-8 as \xHH.
    static QString readable(const QByteArray &bytes);
    static QString directionText(WireEntry::Direction direction);

private:
    int m_capacity;
    QList<WireEntry> m_entries;
};

} // namespace icconnectors
