#include "common/UnsentBudget.h"

#include <QLoggingCategory>
#include <QMutexLocker>

Q_LOGGING_CATEGORY(lcUnsentBudget, "icpanel.budget")

namespace ic {

UnsentBudget &UnsentBudget::instance()
{
    static UnsentBudget budget;
    return budget;
}

UnsentBudget::UnsentBudget()
{
    // Every program of the project takes its limit from here (ic-panel, ic-remote-mock,
    // ic-tool dev): IC_UNSENT_BUDGET_MIB=256 for a machine that serves many overlays.
    bool ok = false;
    const qint64 mib = qEnvironmentVariableIntValue("IC_UNSENT_BUDGET_MIB", &ok);
    if (ok && mib > 0)
        m_limit = mib * 1024 * 1024;
}

void UnsentBudget::setLimit(qint64 bytes)
{
    const QMutexLocker lock(&m_mutex);
    m_limit = bytes > 0 ? bytes : kDefaultLimit;
    enforce();
}

qint64 UnsentBudget::limit() const
{
    const QMutexLocker lock(&m_mutex);
    return m_limit;
}

qint64 UnsentBudget::total() const
{
    const QMutexLocker lock(&m_mutex);
    return m_total;
}

qint64 UnsentBudget::closedPeers() const
{
    const QMutexLocker lock(&m_mutex);
    return m_closed;
}

void UnsentBudget::add(Account *account)
{
    const QMutexLocker lock(&m_mutex);
    m_accounts.append(account);
}

void UnsentBudget::remove(Account *account)
{
    const QMutexLocker lock(&m_mutex);
    m_total -= account->m_unsent;
    m_accounts.removeOne(account);
}

void UnsentBudget::change(Account *account, qint64 unsent)
{
    const QMutexLocker lock(&m_mutex);
    m_total += unsent - account->m_unsent;
    account->m_unsent = unsent;
    if (m_total > m_limit)
        enforce();
}

void UnsentBudget::enforce()
{
    qint64 closing = 0; // what peers already told to go still hold
    for (const Account *a : std::as_const(m_accounts))
        closing += a->m_closing ? a->m_unsent : 0;
    while (m_total - closing > m_limit) {
        Account *largest = nullptr;
        for (Account *a : std::as_const(m_accounts)) {
            if (!a->m_closing && (!largest || a->m_unsent > largest->m_unsent))
                largest = a;
        }
        if (!largest || largest->m_unsent == 0)
            return;
        largest->m_closing = true;
        closing += largest->m_unsent;
        ++m_closed;
        qCWarning(lcUnsentBudget).noquote()
            << "peers hold" << m_total << "unsent bytes, over the budget of" << m_limit
            << "- closing the one holding the most," << largest->m_unsent << "bytes";
        // Its own thread closes it; the account (and so the context) is alive while the lock
        // is held, and a posted call dies with its context.
        QMetaObject::invokeMethod(largest->m_context, largest->m_close, Qt::QueuedConnection);
    }
}

UnsentBudget::Account::Account(QObject *context, std::function<void()> close)
    : m_context(context), m_close(std::move(close))
{
    UnsentBudget::instance().add(this);
}

UnsentBudget::Account::~Account()
{
    UnsentBudget::instance().remove(this);
}

void UnsentBudget::Account::update(qint64 unsent)
{
    if (unsent != m_unsent)
        UnsentBudget::instance().change(this, unsent);
}

} // namespace ic
