#include "SubscriptionsModel.h"

#include "IcrpClient.h"

namespace icpanel {

SubscriptionsModel::SubscriptionsModel(icrp::IcrpClient *client, QObject *parent)
    : QAbstractListModel(parent), m_client(client)
{
    for (icrp::EventCategory c : icrp::allCategories())
        m_names.append(icrp::categoryName(c));
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

bool SubscriptionsModel::setSubscribed(const QString &category, bool on)
{
    Q_UNUSED(category)
    Q_UNUSED(on)
    return false;
}

void SubscriptionsModel::setInitial(const QStringList &categories)
{
    m_on = categories;
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
    Q_UNUSED(index)
    Q_UNUSED(role)
    return {};
}

bool SubscriptionsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    Q_UNUSED(index)
    Q_UNUSED(value)
    Q_UNUSED(role)
    return false;
}

Qt::ItemFlags SubscriptionsModel::flags(const QModelIndex &index) const
{
    return QAbstractListModel::flags(index) | Qt::ItemIsUserCheckable;
}

void SubscriptionsModel::changedRow(const QString &category)
{
    Q_UNUSED(category)
}

void SubscriptionsModel::onConnected() {}

} // namespace icpanel
