#pragma once
// The Status page's "Needs you" card: what waits for the user, each with a button to the place
// that settles it — a tool's or program's question (the prompt comes to the front), an update
// held for approval (Tools page), a refused password (Password page), a refused tier
// (Settings), a program of the panel's that failed (Tools page), the keychain missing (Password
// page: the password lasts for this session only). "Nothing needs you" otherwise.

#include "ui/MainWindow.h"
#include "ui/status/StatusCard.h"

#include <functional>

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
    /// "update:<id>", "password", "tier", "tool:<id>", "keychain").
    QList<QPushButton *> itemButtons() const;

Q_SIGNALS:
    void pageRequested(icui::MainWindow::Page page);
    void settingsRequested();
    /// Bring the open permission prompts to the front.
    void promptsRequested();

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
    void addConnectionItems(QList<Item> &items);
    void showItems(const QList<Item> &items);

    icpanel::Panel &m_panel;
    QWidget *m_rows = nullptr;
    /// What the rows show now (keys and texts), to leave them alone when nothing changed.
    QString m_shown;
};

} // namespace icui
