#pragma once
// A simulated game (icmock::MockGame) on a thread of its own, as a real game is a process of
// its own: a blocked or busy GUI thread cannot delay it. Header-only, for tests and benchmarks
// that must tell the gateway's thread from the window's.

#include "mock/MockGame.h"

#include <QThread>

namespace ictest {

class GameThread
{
public:
    /// Starts a game on a free port of 127.0.0.1 with `password`; url() is empty when it failed.
    explicit GameThread(const QString &password)
    {
        m_thread.start();
        auto *anchor = new QObject;
        anchor->moveToThread(&m_thread);
        QMetaObject::invokeMethod(
            anchor,
            [&] {
                icmock::MockOptions options;
                options.port = 0;
                options.password = password;
                m_game = new icmock::MockGame(options);
                if (m_game->start())
                    m_url = m_game->url();
                anchor->deleteLater();
            },
            Qt::BlockingQueuedConnection);
    }
    ~GameThread()
    {
        QMetaObject::invokeMethod(
            m_game, [game = m_game] { delete game; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    GameThread(const GameThread &) = delete;
    GameThread &operator=(const GameThread &) = delete;

    /// ws://127.0.0.1:PORT/
    QString url() const { return m_url; }

private:
    QThread m_thread;
    icmock::MockGame *m_game = nullptr;
    QString m_url;
};

} // namespace ictest
