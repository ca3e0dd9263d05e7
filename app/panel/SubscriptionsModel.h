#pragma once
// The panel's own event subscriptions by category (match, combat, … telemetry), checkable:
// switching one on or off calls ic/state.subscribe / unsubscribe at once while connected and is
// kept for the next connection. Also counts the events received per category.

#include "common/Result.h"
#include "icrp/protocol/EventCategory.h"

#include <QAbstractListModel>
#include <QHash>
#include <QStringList>

namespace icrp {
class IcrpClient;
}

namespace icpanel {

class SubscriptionsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        CategoryRole = Qt::UserRole + 1, // "combat"
        EventCountRole,                  // events received in this category
        PendingRole,                     // a subscribe/unsubscribe is on its way
    };

    explicit SubscriptionsModel(icrp::IcrpClient *client, QObject *parent = nullptr);

    /// Every category name, in the order of docs/icrp-spec.md §9.2.
    QStringList categories() const;
    bool isSubscribed(const QString &category) const;
    QStringList subscribed() const;
    /// Switches one category; live when connected. False for an unknown category.
    bool setSubscribed(const QString &category, bool on);
    /// What to ask for at identify time (before connecting).
    void setInitial(const QStringList &categories);
    qint64 eventCount(const QString &category) const;
    /// The last error of a switch (e.g. the tier may not see that category), empty if none.
    QString lastError() const { return m_lastError; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    /// A switch was answered by the game (or kept for the next identify), or refused: an error
    /// with the code subscriptions.refused and the message of lastError().
    void switched(const QString &category, bool on, const ic::Result<void> &outcome);

private:
    void changedRow(const QString &category);
    void onConnected();

    icrp::IcrpClient *m_client;
    QStringList m_names;
    QStringList m_on;
    QStringList m_pending;
    QHash<QString, qint64> m_counts;
    QString m_lastError;
};

} // namespace icpanel
