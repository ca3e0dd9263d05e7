#pragma once
// The Status page's "Needs you" card: what waits for the user, each with a button to the place
// that settles it — a tool's or program's question (the prompt comes to the front), an update
// held for approval (Tools page), a refused password (Password page), a refused tier
// (Settings), a program of the panel's that failed (Tools page), the keychain missing (Password
// page: the password lasts for this session only), a tool whose calls the game (or the gateway
// for it) refused (what to do, and the Log page where its line says it in full), the overlay
// host that could not start (Try Again on the same port), the overlays showing a replay instead
// of the live game (Back to Live), the game that cannot be reached (Check the Address… or Retry
// Now, as on the Game card), a relay that refused its token (Tournament page). Each goes once its
// cause is gone. "Nothing needs you" otherwise.

#include "ui/MainWindow.h"
#include "ui/status/StatusCard.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <functional>

class QTimer;

namespace icpanel {
class Panel;
}

namespace icui {

class NeedsYouCard : public StatusCard
{
    Q_OBJECT
public:
    explicit NeedsYouCard(icpanel::Panel &panel, QWidget *parent = nullptr);

    /// Reads what waits again; the rows are made anew only when it changed.
    void refresh();
    /// The buttons of the rows now, top to bottom (each has the property "item": "prompt:<id>",
    /// "update:<id>", "password", "tier", "unreachable", "replay", "tool:<id>", "keychain",
    /// "refused:<id>", "host", "relay:<name>").
    QList<QPushButton *> itemButtons() const;
    /// A tool's call was refused (ichost::ToolHost::toolCallRefused): a refusal the user can
    /// act on (not allowed, rate limited, read-only, disabled in ranked) is listed as
    /// "refused:<tool id>" while the tool is connected: it goes when its Open Log button is
    /// pressed (the Log says it in full), as soon as no session of the tool is left (nothing
    /// is left to close), or when ten times `refusalMemoryMs` pass without another refusal.
    void noteRefusedCall(const QString &toolId, const QString &method, int code,
                         const QString &message);
    /// The refusal memory: a refusal goes after ten times this without another (a minute; tests
    /// shorten it).
    void setRefusalMemoryMs(qint64 ms) { m_refusalMemoryMs = ms; }

Q_SIGNALS:
    void pageRequested(icui::MainWindow::Page page);
    void settingsRequested();
    /// Bring the open permission prompts to the front.
    void promptsRequested();
    /// The game cannot be reached: open Connect… on its address (nothing answers there).
    void addressCheckRequested();
    /// The game cannot be reached: try again now (the Game card's Retry Now).
    void retryRequested();

private:
    struct Item
    {
        QString key;
        QString text;
        QString button;
        std::function<void()> act;
    };
    QList<Item> items();
    void addPromptItems(QList<Item> &items);
    void addToolItems(QList<Item> &items);
    /// A relay that refused its token (Tournament page: sign in again).
    void addRelayItems(QList<Item> &items);
    void addHostItem(QList<Item> &items);
    void retryHost(quint16 port);
    void addConnectionItems(QList<Item> &items);
    void addRefusalItems(QList<Item> &items);
    /// The overlays show a replay, not the live game.
    void addReplayItem(QList<Item> &items);
    /// The game cannot be reached while the panel keeps trying.
    void addUnreachableItem(QList<Item> &items);
    /// The ids of the tools with a session on the gateway now.
    QSet<QString> connectedTools() const;
    /// Forgets refusals older than the memory and sets the timer for the next to go.
    void forgetOldRefusals();
    static QString shortReason(int code, const QString &message);
    /// What the user can do about a refusal of `code`, in a sentence.
    static QString advice(int code);
    void showItems(const QList<Item> &items);

    icpanel::Panel &m_panel;
    QWidget *m_rows = nullptr;
    /// What the rows show now (keys and texts), to leave them alone when nothing changed.
    QString m_shown;
    struct Refusal
    {
        QString reason;
        QString advice;
        qint64 atMs = 0;
    };
    /// By tool id: its last refused call's reason and when.
    QHash<QString, Refusal> m_refusals;
    QElapsedTimer m_clock;
    QTimer *m_refusalTimer = nullptr;
    qint64 m_refusalMemoryMs = 60 * 1000;
};

} // namespace icui
