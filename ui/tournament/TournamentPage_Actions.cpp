// TournamentPage: what its buttons do. Every call goes to the relay and is answered later on the
// event loop; each answer shows in the page's message bar and the status bar.

#include "ui/tournament/TournamentPage.h"

#include "ui/Tr.h"
#include "ui/common/ActionFeedback.h"
#include "ui/common/ButtonName.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"
#include "ui/common/ModalDialog.h"
#include "ui/match/MatchExporter.h"
#include "ui/tournament/AddRelayDialog.h"
#include "ui/tournament/RelayGameWindow.h"
#include "ui/tournament/RelayMessageDialog.h"
#include "ui/tournament/RelayPlayerDialog.h"
#include "ui/tournament/RelayReplayDownload.h"
#include "ui/tournament/RelaySettingsDialog.h"
#include "ui/tournament/TournamentPageLog.h"

#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/RelayEventLog.h"
#include "relayclient/TournamentModel.h"
#include "relayclient/TournamentResultsCsv.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>

namespace icui {

using icrelayclient::RelayConnection;

namespace {
/// What the user can do after a relay refused or failed an action.
QString relayNextStep(const QString &code)
{
    if (code == u"icrp.permission-denied")
        return Tr::tr("If the relay's admin allows you more, sign in again with that access "
                      "(Sign In Again…).");
    if (code == u"icrp.authentication-failed" || code == u"relay.token-refused")
        return Tr::tr("Sign in again: Sign In Again… on the bar that says the relay refused its "
                      "token.");
    if (code == u"icrp.rate-limited")
        return Tr::tr("Try again in a moment.");
    if (code == u"icrp.not-found")
        return Tr::tr("The table shows the relay's games as they are now.");
    if (code == u"icrp.invalid-params")
        return Tr::tr("Change it and try again.");
    if (code.startsWith(u"relay."))
        return Tr::tr("Check the relay's state above the table and try again.");
    return {};
}

QString replayFileName(QString name)
{
    static const QString bad = QStringLiteral("\\/:*?\"<>| ");
    for (QChar &c : name)
        if (bad.contains(c))
            c = QLatin1Char('-');
    return name;
}
} // namespace

void TournamentPage::sayRelayError(const QString &relay, const QString &what,
                                   const ic::Error &error)
{
    // The relay's words as they are; a full stop before what to do next when they have none.
    QString said = error.message.trimmed();
    const QString next = relayNextStep(error.code);
    if (!next.isEmpty() && !said.isEmpty() && !QStringLiteral(".!?").contains(said.back()))
        said += QLatin1Char('.');
    sayError(next.isEmpty() ? Tr::tr("%1: %2").arg(what, said)
                            : Tr::tr("%1: %2 %3").arg(what, said, next));
    // A token that does not allow it: signing in again (with Admin access) is the way on.
    if (error.code == u"icrp.permission-denied" && !relay.isEmpty())
        m_bar->setAction(Tr::tr("Sign &In Again…"), [this, relay] { signInAgain(relay); });
}

RelayConnection *TournamentPage::connectionFor(const QString &relayName)
{
    if (RelayConnection *c = liveConnection(relayName))
        return c;
    sayError(relayName.isEmpty()
                 ? Tr::tr("Choose a game in the table first.")
                 : Tr::tr("%1 is not connected: its state is beside its name above the table; "
                          "the panel connects again on its own.")
                       .arg(relayName));
    return nullptr;
}

void TournamentPage::addRelay()
{
    if (!m_relays)
        return;
    AddRelayDialog dialog(*m_relays, this);
    if (ModalDialog::exec(dialog) != QDialog::Accepted)
        return;
    const QString name = dialog.relayName();
    m_relayBox->setCurrentIndex(qMax(0, m_relayBox->findData(name)));
    sayOk(Tr::tr("Added %1: its games are listed as soon as it answers.").arg(name));
    noteRelayBar(name, false); // goes if the relay fails or reconnects
}

void TournamentPage::signInAgain(const QString &relayName)
{
    if (!m_relays || relayName.isEmpty())
        return;
    AddRelayDialog dialog(*m_relays, this, relayName);
    if (ModalDialog::exec(dialog) != QDialog::Accepted)
        return;
    sayOk(Tr::tr("Signed in again to %1: its games are listed as soon as it answers.")
              .arg(relayName));
    noteRelayBar(relayName, false); // goes if the relay fails or reconnects
}

void TournamentPage::addSignInAgainMenu()
{
    // A new token for a relay that is still connected (Admin access, a token that reaches more
    // games, one about to expire): the relay's and the games' context menu.
    auto *again = new QAction(Tr::tr("Sign In A&gain…"), this);
    again->setObjectName(QStringLiteral("tournamentSignInAgain"));
    connect(again, &QAction::triggered, this,
            [this] { signInAgain(selectedRelay().isEmpty() ? currentRelay() : selectedRelay()); });
    for (QWidget *w : {static_cast<QWidget *>(m_relayBox), static_cast<QWidget *>(m_table)}) {
        w->setContextMenuPolicy(Qt::ActionsContextMenu);
        w->addAction(again);
    }
}

void TournamentPage::removeRelay()
{
    const QString name = currentRelay();
    if (name.isEmpty() || !m_relays)
        return;
    if (!MessageBox::confirm(this, Tr::tr("Remove %1?").arg(name),
                             Tr::tr("The panel disconnects from %1, forgets its address, asks "
                                    "the relay to revoke the panel's token and deletes it from "
                                    "the keychain. Adding it again needs a new sign-in.")
                                 .arg(name),
                             Tr::tr("&Remove %1").arg(buttonName(name)))) {
        ActionFeedback::say(this, Tr::tr("%1 was not removed.").arg(name));
        return;
    }
    m_relays->removeRelay(name);
    sayOk(Tr::tr("Removed %1; asking the relay to revoke its token…").arg(name));
}

void TournamentPage::sayRevoked(const QString &name, const ic::Result<void> &outcome)
{
    if (outcome)
        sayOk(Tr::tr("Removed %1: the relay revoked the panel's token, and the keychain no "
                     "longer has it.")
                  .arg(name));
    else
        sayWarning(Tr::tr("Removed %1 and deleted its token from the keychain, but the relay did "
                          "not revoke it (%2). It stays valid there until it expires: ask the "
                          "relay's admin to revoke it if it may have leaked.")
                       .arg(name, outcome.error().message));
}

void TournamentPage::announceToAll()
{
    const QString relay = currentRelay();
    RelayConnection *c = connectionFor(relay);
    if (!c)
        return;
    RelayMessageDialog dialog(Tr::tr("every game of %1").arg(relay), this);
    if (ModalDialog::exec(dialog) != QDialog::Accepted || dialog.message().isEmpty())
        return;
    QPointer<TournamentPage> self(this);
    c->announce(dialog.message(), QString(), [self, relay](const ic::Result<int> &r) {
        if (!self)
            return;
        if (r) {
            const QString text = Tr::tr("Announced to %n game(s) of %1.", nullptr, *r).arg(relay);
            self->sayOk(text);
            self->logAction(relay, QString(), text);
        } else
            self->sayRelayError(relay, Tr::tr("%1 did not announce it").arg(relay), r.error());
    });
}

void TournamentPage::openSelected()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    if (!game)
        return;
    RelayConnection *c = connectionFor(relay);
    if (!c)
        return;
    actedOn(relay, game->id);
    QPointer<RelayGameWindow> &window = m_windows[windowKey(relay, game->id)];
    if (!window) {
        window = new RelayGameWindow(c, relay, game->id, this);
        window->setAttribute(Qt::WA_DeleteOnClose);
        // What the relay said of the game before: kicks, bans, announcements.
        const icrelayclient::RelayEventLog *log = m_model->events();
        window->showEarlier(log->eventsOf(relay, game->id), log->announcementsOf(relay, game->id));
        qCInfo(lcTournamentPage) << "opened" << game->id << "on" << relay;
    }
    window->show();
    window->raise();
    window->activateWindow();
}

void TournamentPage::announceSelected()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    RelayConnection *c = game ? connectionFor(relay) : nullptr;
    if (!c)
        return;
    const QString where = Tr::tr("%1 on %2").arg(game->id, relay);
    RelayMessageDialog dialog(where, this);
    if (ModalDialog::exec(dialog) != QDialog::Accepted || dialog.message().isEmpty())
        return;
    actedOn(relay, game->id);
    QPointer<TournamentPage> self(this);
    c->announce(
        dialog.message(), game->id, [self, where, relay, id = game->id](const ic::Result<int> &r) {
            if (!self)
                return;
            if (r) {
                const QString text = Tr::tr("Announced in %1.").arg(where);
                self->sayOk(text);
                self->logAction(relay, id, text);
            } else
                self->sayRelayError(relay, Tr::tr("Not announced in %1").arg(where), r.error());
        });
}

void TournamentPage::togglePause()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    RelayConnection *c = game ? connectionFor(relay) : nullptr;
    if (!c)
        return;
    const bool pause = game->state != icrelayclient::RelayGameInfo::State::Paused;
    const QString where = Tr::tr("%1 on %2").arg(game->id, relay);
    actedOn(relay, game->id);
    // The relay answers in a moment; until then the bar says what was asked.
    sayInfo(pause ? Tr::tr("Pausing %1…").arg(where) : Tr::tr("Resuming %1…").arg(where));
    QPointer<TournamentPage> self(this);
    c->pause(game->id, pause,
             [self, where, pause, relay, id = game->id](const ic::Result<QJsonObject> &r) {
                 if (!self)
                     return;
                 if (!r)
                     self->sayRelayError(relay,
                                         pause ? Tr::tr("%1 was not paused").arg(where)
                                               : Tr::tr("%1 was not resumed").arg(where),
                                         r.error());
                 else if (!r->value(u"changed").toBool(true))
                     self->sayInfo(pause ? Tr::tr("%1 was paused already.").arg(where)
                                         : Tr::tr("%1 was running already.").arg(where));
                 else {
                     const QString text =
                         pause ? Tr::tr("Paused %1.").arg(where) : Tr::tr("Resumed %1.").arg(where);
                     self->sayOk(text);
                     self->logAction(relay, id, text);
                 }
             });
}

void TournamentPage::kickSelected()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    RelayConnection *c = game ? connectionFor(relay) : nullptr;
    if (!c)
        return;
    RelayPlayerDialog dialog(RelayPlayerDialog::Action::Kick, *game, relay, this);
    if (ModalDialog::exec(dialog) != QDialog::Accepted || dialog.player().isEmpty()) {
        ActionFeedback::say(this, Tr::tr("Nobody was kicked."));
        return;
    }
    const QString player = dialog.player();
    const QString where = Tr::tr("%1 on %2").arg(game->id, relay);
    actedOn(relay, game->id);
    QPointer<TournamentPage> self(this);
    c->kick(game->id, player, dialog.reason(),
            [self, player, where, relay, id = game->id](const ic::Result<QJsonObject> &r) {
                if (!self)
                    return;
                if (r) {
                    const QString text = Tr::tr("Kicked %1 from %2.").arg(player, where);
                    self->sayOk(text);
                    self->logAction(relay, id, text);
                } else
                    self->sayRelayError(
                        relay, Tr::tr("%1 was not kicked from %2").arg(player, where), r.error());
            });
}

void TournamentPage::banSelected()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    RelayConnection *c = game ? connectionFor(relay) : nullptr;
    if (!c)
        return;
    RelayPlayerDialog dialog(RelayPlayerDialog::Action::Ban, *game, relay, this);
    if (ModalDialog::exec(dialog) != QDialog::Accepted || dialog.player().isEmpty()) {
        ActionFeedback::say(this, Tr::tr("Nobody was banned."));
        return;
    }
    const QString player = dialog.player();
    const QString identity = dialog.identityKey();
    const QString who = identity.isEmpty() ? player : Tr::tr("%1 (%2)").arg(player, identity);
    if (!MessageBox::confirm(this, Tr::tr("Ban %1 from %2?").arg(player, relay),
                             Tr::tr("%1 is kicked from every game of %2 where they play and is "
                                    "seated in no new game of the relay until the ban is lifted.")
                                 .arg(who, relay),
                             Tr::tr("&Ban %1").arg(player), selectedRowArea())) {
        ActionFeedback::say(this, Tr::tr("Nobody was banned."));
        return;
    }
    actedOn(relay, game->id);
    QPointer<TournamentPage> self(this);
    const auto done = [self, who, relay](const ic::Result<QJsonObject> &r) {
        if (!self)
            return;
        if (!r) {
            self->sayRelayError(relay, Tr::tr("%1 was not banned from %2").arg(who, relay),
                                r.error());
            return;
        }
        QStringList from;
        for (const QJsonValue &id : r->value(u"kicked_from").toArray())
            from << id.toString();
        if (!r->value(u"changed").toBool(true)) {
            self->sayInfo(Tr::tr("%1 was banned from %2 already.").arg(who, relay));
            return;
        }
        const QString text = from.isEmpty()
                                 ? Tr::tr("Banned %1 from %2.").arg(who, relay)
                                 : Tr::tr("Banned %1 from %2: kicked from %3.")
                                       .arg(who, relay, QLocale().createSeparatedList(from));
        self->sayOk(text);
        self->logAction(relay, QString(), text);
    };
    if (identity.isEmpty())
        c->banPlayer(game->id, player, dialog.reason(), done);
    else
        c->banIdentity(identity, dialog.reason(), true, done);
}

void TournamentPage::editSettings()
{
    const QString relay = currentRelay();
    RelayConnection *c = connectionFor(relay);
    if (!c)
        return;
    QPointer<TournamentPage> self(this);
    // In the bar only: the status bar would still say it while the dialog is open.
    m_bar->showMessage(MessageBar::Kind::Information, Tr::tr("Reading %1's settings…").arg(relay));
    c->call(QStringLiteral("relay/config.get"), {}, [self, relay](const ic::Result<QJsonValue> &r) {
        if (!self)
            return;
        if (!r) {
            self->sayRelayError(relay, Tr::tr("%1's settings could not be read").arg(relay),
                                r.error());
            return;
        }
        self->m_bar->hideMessage();
        const QJsonObject settings = r->toObject().value(u"settings").toObject();
        const QJsonArray bans = r->toObject().value(u"bans").toArray();
        // Not inside the connection's answer: the dialog's own event loop runs after it.
        QMetaObject::invokeMethod(
            self.data(),
            [self, relay, settings, bans] { self->askSettings(relay, settings, bans); },
            Qt::QueuedConnection);
    });
}

void TournamentPage::askSettings(const QString &relayName, const QJsonObject &settings,
                                 const QJsonArray &bans)
{
    RelaySettingsDialog dialog(relayName, settings, this, bans);
    QPointer<RelaySettingsDialog> open(&dialog);
    connect(&dialog, &RelaySettingsDialog::liftBanRequested, this,
            [this, open, relayName](const QString &key, const QString &player) {
                liftBan(open, relayName, key, player);
            });
    if (ModalDialog::exec(dialog) != QDialog::Accepted)
        return;
    const QJsonObject changes = dialog.changes();
    if (changes.isEmpty())
        sayInfo(Tr::tr("Nothing changed: %1's settings are as they were.").arg(relayName));
    else
        saveSettings(relayName, changes);
}

void TournamentPage::saveSettings(const QString &relayName, const QJsonObject &changes)
{
    RelayConnection *c = connectionFor(relayName);
    if (!c)
        return;
    QPointer<TournamentPage> self(this);
    c->call(QStringLiteral("relay/config.set"), {{QStringLiteral("settings"), changes}},
            [self, relayName](const ic::Result<QJsonValue> &r) {
                if (!self)
                    return;
                if (!r) {
                    // One refused value changes nothing: the relay's message names it.
                    self->sayRelayError(relayName, Tr::tr("%1 kept its settings").arg(relayName),
                                        r.error());
                    return;
                }
                QStringList changed;
                for (const QJsonValue &k : r->toObject().value(u"changed").toArray())
                    changed << RelaySettingsDialog::settingName(k.toString());
                self->sayOk(Tr::tr("Saved %1's settings: %2.")
                                .arg(relayName, QLocale().createSeparatedList(changed)));
            });
}

QString TournamentPage::askReplayPath(const QString &relayName, const QString &gameId)
{
    // app/history reads the game's replays over its connection (ic/replay.*) and keeps no folder
    // of its own on this machine: the user chooses where a relay's replay goes.
    const QString purpose = QStringLiteral("relay-replay");
    const QString folder = FileDialog::folderFor(
        purpose, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QString name =
        replayFileName(relayName + QLatin1Char('-') + gameId) + QStringLiteral(".icrep");
    const QString path = FileDialog::getSaveFileName(
        this, Tr::tr("Save the Replay of %1").arg(gameId), QDir(folder).filePath(name),
        Tr::tr("Iron Curtain replays (*.icrep)"));
    FileDialog::rememberFolder(purpose, path);
    return path;
}

void TournamentPage::downloadReplay()
{
    const auto game = selectedGame();
    const QString relay = selectedRelay();
    RelayConnection *c = game ? connectionFor(relay) : nullptr;
    if (!c || m_downloadRun)
        return;
    const QString path = askReplayPath(relay, game->id);
    if (path.isEmpty())
        return;
    const QString gameId = game->id;
    auto *run = new RelayReplayDownload(c, gameId, path, this);
    m_downloadRun = run;
    m_bar->showMessage(MessageBar::Kind::Information,
                       Tr::tr("Downloading the replay of %1…").arg(gameId), 0);
    connect(run, &RelayReplayDownload::progress, this, [this, gameId](qint64 got, qint64 size) {
        const QLocale locale;
        m_bar->showMessage(MessageBar::Kind::Information,
                           size > 0 ? Tr::tr("Downloading the replay of %1: %2 of %3…")
                                          .arg(gameId, locale.formattedDataSize(got),
                                               locale.formattedDataSize(size))
                                    : Tr::tr("Downloading the replay of %1: %2…")
                                          .arg(gameId, locale.formattedDataSize(got)),
                           0);
    });
    connect(run, &RelayReplayDownload::finished, this,
            [this, run, gameId, relay](const ic::Result<void> &r) {
                run->deleteLater();
                m_downloadRun = nullptr;
                if (r) {
                    m_lastReplayPath = run->targetPath();
                    sayOk(Tr::tr("Saved the replay of %1 (checked: SHA-256 as the relay gave) "
                                 "to %2.")
                              .arg(gameId, QDir::toNativeSeparators(run->targetPath())));
                } else {
                    sayRelayError(relay,
                                  Tr::tr("The replay of %1 on %2 was not saved").arg(gameId, relay),
                                  r.error());
                }
                updateActions();
            });
    updateActions();
    run->start();
}

void TournamentPage::exportResults()
{
    const auto results = m_model->events()->results();
    if (results.isEmpty()) {
        sayInfo(Tr::tr("No match has ended since the panel connected to the relays: nothing to "
                       "export yet."));
        return;
    }
    const QString purpose = QStringLiteral("tournament-results");
    const QString folder = FileDialog::folderFor(
        purpose, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QString path =
        FileDialog::getSaveFileName(this, Tr::tr("Export Results"),
                                    QDir(folder).filePath(QStringLiteral("tournament-results.csv")),
                                    Tr::tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    FileDialog::rememberFolder(purpose, path);
    const auto written = icrelayclient::TournamentResultsCsv::write(path, results);
    if (!written) {
        sayError(Tr::tr("%1 Choose another folder.").arg(written.error().message));
        return;
    }
    // As the Match page's export: the file's name, Open File and Open Folder (letters of their
    // own here: the page has Open (O), Download Replay (D) and Filter (R)).
    const QString done = MatchExporter::reportWritten(
        this, m_bar, path, Tr::tr("Exported %n result(s) to %1.", nullptr, int(results.size())),
        m_panel.log(), {Tr::tr("Open F&ile"), Tr::tr("O&pen Folder")});
    qCInfo(lcTournamentPage).noquote() << done;
}

} // namespace icui
