#pragma once
// One memory budget, for the whole process, for what peers have not taken: the bytes written
// to sockets and still waiting for their peers to read them (answers, events, files). Each
// socket has its own cap (a peer that stops reading is closed), but many sockets under their
// caps could still hold gigabytes together; the budget bounds their sum. Every server of the
// process takes part: the game's (in ic-remote-mock and the demo), the panel's gateway and
// overlay host. When the sum passes the limit (64 MiB unless set), the peer holding the most is
// closed — once; its bytes leave the sum when its account goes. The environment variable
// IC_UNSENT_BUDGET_MIB sets the limit for a program.
//
// Thread-safe: accounts live on any thread (the gateway's, the GUI's); a peer to close is told
// on its own thread, by a queued call. A change of a peer's bytes comes with every frame
// written; it reaches the process's sum (an atomic that every server thread shares) only once
// it is 1/4096 of the limit or more (16 KiB of 64 MiB), or the peer has taken everything, so
// that threads fanning out to many peers do not fight over that one cache line for every frame
// (issue 30: that cost the gateway thread a tenth of its time beside the game's). The sum may
// so lag behind by less than that step per peer. The lock is taken while the sum is over the
// limit (and to add or remove an account).

#include <QMutex>
#include <QObject>
#include <QPointer>
#include <atomic>
#include <functional>

namespace ic {

class UnsentBudget
{
public:
    static constexpr qint64 kDefaultLimit = 64 * 1024 * 1024;

    /// The process's budget.
    static UnsentBudget &instance();

    /// Bytes all peers together may leave unread before the one holding the most is closed.
    void setLimit(qint64 bytes);
    qint64 limit() const;
    /// Bytes peers have not taken, now.
    qint64 total() const;
    /// How many peers the budget closed since the process started.
    qint64 closedPeers() const;

    /// One peer's share. `context` is the object whose thread `close` runs on (the socket);
    /// `close` ends the peer. Destroy the account before `context` is destroyed.
    class Account
    {
    public:
        Account(QObject *context, std::function<void()> close);
        ~Account();
        Account(const Account &) = delete;
        Account &operator=(const Account &) = delete;

        /// The peer's unsent bytes now (QAbstractSocket::bytesToWrite()). Only the account's
        /// own thread calls it.
        void update(qint64 unsent);
        qint64 unsent() const { return m_unsent.load(std::memory_order_relaxed); }

    private:
        friend class UnsentBudget;
        QObject *m_context;
        std::function<void()> m_close;
        std::atomic<qint64> m_unsent = 0;
        /// What of it the process's sum holds.
        std::atomic<qint64> m_reported = 0;
        /// Told to close (written and read under the budget's lock).
        bool m_closing = false;
    };

private:
    UnsentBudget();
    void add(Account *account);
    void remove(Account *account);
    void change(Account *account, qint64 unsent);
    /// Under the lock: closes the largest account not yet closing while over the limit.
    void enforce();

    mutable QMutex m_mutex;
    std::atomic<qint64> m_limit = kDefaultLimit;
    /// How far an account's bytes move before the sum hears of it: the limit / 4096.
    std::atomic<qint64> m_step = kDefaultLimit / 4096;
    std::atomic<qint64> m_total = 0;
    qint64 m_closed = 0;
    QList<Account *> m_accounts;
};

} // namespace ic
