#pragma once
// What the panel did and what failed, newest last, for the Log page: time, level, message.
// A line that repeats the one before (a game that stays away: one refused reconnect after
// another) is folded into it: "… (×12)", with the time of the latest. A retry cycle — an
// attempt ("Connecting to …", info) and its failure (a warning or error), again and again — is
// folded the same way into one line: "Connecting to … → Connection refused … (×4, tried again
// every 5 s)". Callers never pass a secret; append() also writes to the logging category
// icpanel.log.

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>

namespace icpanel {

class LogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Level { Info, Warning, Error };
    Q_ENUM(Level)
    enum Column { TimeColumn, LevelColumn, MessageColumn, ColumnCount };
    enum Role { LevelRole = Qt::UserRole + 1 };

    struct Entry
    {
        /// When it last happened.
        QDateTime time;
        Level level = Level::Info;
        QString message;
        /// How many times in a row (1: once); `first` is when the first of them happened.
        int repeats = 1;
        QDateTime first;
        /// A retry cycle: the attempt that failed `repeats` times (message is the failure);
        /// empty for other lines.
        QString attempt;
        /// Between the latest two of the repeats, in ms (0 while there is one).
        qint64 gapMs = 0;
        /// What the line is about in the panel's own terms (a replay's id…), for the line's
        /// tooltip; empty for most lines.
        QString detail;
    };

    explicit LogModel(QObject *parent = nullptr);

    /// `detail`: shown in the line's tooltip under the message (Entry::detail).
    void append(Level level, const QString &message, const QString &detail = {});
    void info(const QString &message, const QString &detail = {})
    {
        append(Level::Info, message, detail);
    }
    void warning(const QString &message) { append(Level::Warning, message); }
    void error(const QString &message) { append(Level::Error, message); }
    void clear();
    const QList<Entry> &entries() const { return m_entries; }
    /// Oldest entries are dropped beyond this many (default 2000).
    void setMaximumEntries(int maximum);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void entryAdded(const icpanel::LogModel::Entry &entry);

private:
    static void logToCategory(Level level, const QString &message);
    /// The same line as the last one, or its failure again after its attempt: counted there.
    bool foldRepeat(Level level, const QString &message, const QDateTime &now);
    /// The attempt of a retry cycle again: held until its outcome is known.
    bool foldAttempt(Level level, const QString &message, const QDateTime &now);
    /// An attempt held back whose outcome was not its usual failure gets its own line.
    void releaseAttempt();
    void addEntry(const Entry &entry);
    void changed(int row);
    QString messageText(const Entry &e) const;

    QList<Entry> m_entries;
    /// The last entry's attempt came again and its outcome is still to come: when.
    QDateTime m_attemptPending;
    int m_maximum = 2000;
};

} // namespace icpanel
