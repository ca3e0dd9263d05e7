#include "panel/SubscriptionsModel.h"
#include "panel/Tr.h"

#include "icrp/client/IcrpClient.h"

#include <QJsonArray>
#include <QPointer>

namespace icpanel {

SubscriptionsModel::SubscriptionsModel(icrp::IcrpClient *client, QObject *parent)
    : QAbstractListModel(parent), m_client(client)
{
    for (icrp::EventCategory c : icrp::allCategories())
        m_names.append(icrp::categoryName(c));
    connect(m_client, &icrp::IcrpClient::connected, this, &SubscriptionsModel::onConnected);
    connect(m_client, &icrp::IcrpClient::eventReceived, this,
            [this](const QString &category, const QString &, qint64, const QJsonObject &) {
                ++m_counts[category];
                changedRow(category);
            });
}

QStringList SubscriptionsModel::categories() const
{
    return m_names;
}

bool SubscriptionsModel::isSubscribed(const QString &category) const
{
    return m_on.contains(category);
}

QStringList SubscriptionsModel::subscribed() const
{
    return m_on;
}

void SubscriptionsModel::setInitial(const QStringList &categories)
{
    m_on.clear();
    for (const QString &c : categories) {
        if (m_names.contains(c) && !m_on.contains(c))
            m_on.append(c);
    }
    if (!m_names.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_names.size()) - 1));
}

bool SubscriptionsModel::setSubscribed(const QString &category, bool on)
{
    if (!m_names.contains(category))
        return false;
    if (on == m_on.contains(category))
        return true;
    if (m_client->state() != icrp::IcrpClient::State::Connected) {
        // Kept for the next identify.
        if (on)
            m_on.append(category);
        else
            m_on.removeAll(category);
        changedRow(category);
        Q_EMIT switched(category, on, ic::success());
        return true;
    }
    m_pending.append(category);
    changedRow(category);
    QPointer<SubscriptionsModel> self(this);
    auto done = [self, category, on](const icrp::IcrpResult &r) {
        if (!self)
            return;
        self->m_pending.removeAll(category);
        if (r.ok) {
            if (on && !self->m_on.contains(category))
                self->m_on.append(category);
            if (!on)
                self->m_on.removeAll(category);
            self->m_lastError.clear();
        } else {
            self->m_lastError =
                on ? Tr::tr("Could not subscribe to %1: %2").arg(category, r.message)
                   : Tr::tr("Could not unsubscribe from %1: %2").arg(category, r.message);
        }
        self->changedRow(category);
        Q_EMIT self->switched(
            category, on,
            r.ok ? ic::success()
                 : ic::Result<void>(
                       ic::Error{QStringLiteral("subscriptions.refused"), self->m_lastError}));
    };
    if (on)
        m_client->subscribe({category}, done);
    else
        m_client->unsubscribe({category}, done);
    return true;
}

qint64 SubscriptionsModel::eventCount(const QString &category) const
{
    return m_counts.value(category);
}

int SubscriptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_names.size());
}

QVariant SubscriptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_names.size())
        return {};
    const QString &name = m_names.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return name;
    case Qt::CheckStateRole:
        return m_on.contains(name) ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole:
        return icrp::parseCategory(name)
                   ? icrp::eventsOf(*icrp::parseCategory(name)).join(QStringLiteral(", "))
                   : QString();
    case CategoryRole:
        return name;
    case EventCountRole:
        return m_counts.value(name);
    case PendingRole:
        return m_pending.contains(name);
    default:
        return {};
    }
}

bool SubscriptionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_names.size() || role != Qt::CheckStateRole)
        return false;
    const bool on = value.toInt() == Qt::Checked;
    return setSubscribed(m_names.at(index.row()), on);
}

Qt::ItemFlags SubscriptionsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractListModel::flags(index) | Qt::ItemIsUserCheckable;
    if (index.isValid() && m_pending.contains(m_names.value(index.row())))
        f &= ~Qt::ItemIsEnabled;
    return f;
}

void SubscriptionsModel::changedRow(const QString &category)
{
    const int row = int(m_names.indexOf(category));
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row));
}

void SubscriptionsModel::onConnected()
{
    // The server's answer to identify says what it actually subscribed.
    const QJsonArray granted = m_client->welcome().value(QStringLiteral("subscriptions")).toArray();
    if (granted.isEmpty() && m_client->options().subscriptions.isEmpty())
        return;
    QStringList now;
    for (const QJsonValue &v : granted) {
        if (m_names.contains(v.toString()))
            now.append(v.toString());
    }
    m_on = now;
    m_pending.clear();
    if (!m_names.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_names.size()) - 1));
}

} // namespace icpanel
