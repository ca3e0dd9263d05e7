#include "common/UnsentBudget.h"

#include <QLoggingCategory>
#include <QMutexLocker>

#include <cstdlib>

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
    m_step = m_limit / 4096;
}

void UnsentBudget::setLimit(qint64 bytes)
{
    const QMutexLocker lock(&m_mutex);
    m_limit = bytes > 0 ? bytes : kDefaultLimit;
    m_step = m_limit / 4096;
    enforce();
}

qint64 UnsentBudget::limit() const
{
    return m_limit.load();
}

qint64 UnsentBudget::total() const
{
    return m_total.load();
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
    m_total -= account->m_reported.exchange(0);
    m_accounts.removeOne(account);
}

void UnsentBudget::change(Account *account, qint64 unsent)
{
    // Only the account's own thread changes it: the exchange gives what it held before.
    const qint64 delta = unsent - account->m_reported.exchange(unsent);
    if (m_total.fetch_add(delta) + delta <= m_limit.load())
        return;
    const QMutexLocker lock(&m_mutex);
    enforce();
}

void UnsentBudget::enforce()
{
    qint64 closing = 0; // what peers already told to go still hold
    for (const Account *a : std::as_const(m_accounts))
        closing += a->m_closing ? a->m_reported.load() : 0;
    while (m_total.load() - closing > m_limit.load()) {
        // By what the sum holds of each, so that closing one frees in the sum what was chosen.
        Account *largest = nullptr;
        for (Account *a : std::as_const(m_accounts)) {
            if (!a->m_closing && (!largest || a->m_reported.load() > largest->m_reported.load()))
                largest = a;
        }
        if (!largest || largest->m_reported.load() == 0)
            return;
        largest->m_closing = true;
        closing += largest->m_reported.load();
        ++m_closed;
        qCWarning(lcUnsentBudget).noquote()
            << "peers hold" << m_total.load() << "unsent bytes, over the budget of"
            << m_limit.load() << "- closing the one holding the most," << largest->unsent()
            << "bytes";
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
    m_unsent.store(unsent, std::memory_order_relaxed);
    UnsentBudget &budget = UnsentBudget::instance();
    const qint64 moved = unsent - m_reported.load(std::memory_order_relaxed);
    if (moved == 0 || (unsent != 0 && std::abs(moved) < budget.m_step.load()))
        return;
    budget.change(this, unsent);
}

} // namespace ic
