#pragma once
// A stage for one tool under development (ic-tool dev, ic-tool test): the tool is installed
// into a scratch tools folder of its own — never the user's — granted exactly what its
// tool.yaml asks for, and served by an overlay host and gateway of its own against a simulated
// match started here (or a game given with its password). A page is served from the author's
// folder itself, so an edit shows on the next load; reload() checks the folder again and tells
// the connected pages to load themselves again (a program is installed again and restarted).
// Nothing outside the scratch folder is written; the tool's token is in memory only.

#include "common/Result.h"
#include "tools/ToolManifest.h"

#include <QObject>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>
#include <optional>

namespace ictools {
class ToolRegistry;
}
namespace ichost {
class ToolHost;
struct PermissionRequest;
} // namespace ichost
namespace icmock {
class DemoMatch;
class MockGame;
} // namespace icmock

namespace icdevkit {

class DevStage : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// The tool's folder (with tool.yaml at its top) or a .icpkg.
        QString source;
        /// The overlay host's port; 0: a free one.
        quint16 port = 0;
        /// Where the simulated match begins, in game seconds (150: the first fights).
        int startAtSeconds = 150;
        /// A game to forward to instead of the simulated match, and its password.
        QUrl game;
        QString gamePassword;
        /// A replay to play instead of the simulated match, as `ic-remote-mock --replay` plays
        /// it: a recording of ic-tool watch --record or a game's .icrep (ic-tool test --replay
        /// hands it to ic-tool-check as --replay FILE). Empty: none. After stopGame() it plays
        /// again from its beginning.
        QString replayPath;
    };

    explicit DevStage(Options options, QObject *parent = nullptr);
    ~DevStage() override;

    /// Checks and installs the tool, starts the match (unless a game was given) and the host.
    /// Errors: "dev.source" (no such folder or package), "dev.manifest" (the message lists the
    /// manifest's problems, one per line), "dev.install", "dev.game", "host.listen".
    ic::Result<void> start();

    /// The folder or package given.
    const QString &source() const { return m_options.source; }
    const ictools::ToolManifest &manifest() const { return *m_manifest; }
    /// Where a browser opens the tool: its page with the token in the fragment. Empty for a
    /// program.
    QString pageUrl() const;
    /// The overlay host's origin for the tool (http://<id>.localhost:PORT).
    QString toolOrigin() const;
    /// The game the gateway forwards to (ws://127.0.0.1:PORT).
    QUrl gameUrl() const;
    /// The tool's token for the gateway (a program gets it in ICRP_TOKEN).
    const QString &token() const { return m_token; }
    ichost::ToolHost *host() const { return m_host.get(); }
    /// The simulated match's password (memory only); empty when a game was given.
    const QString &gamePassword() const { return m_gamePassword; }
    /// The simulated match; nullptr when a game or a replay was given.
    icmock::DemoMatch *simulatedGame() const { return m_game.get(); }
    /// The game playing Options::replayPath; nullptr without one.
    icmock::MockGame *replayGame() const { return m_replayGame.get(); }
    /// The replay played (Options::replayPath); empty: none.
    const QString &replayPath() const { return m_options.replayPath; }

    /// What reload() answers when nothing a package would hold changed (an editor's swap or
    /// lock file, a dotfile).
    static constexpr int Unchanged = -1;
    /// After a change in the folder: reads tool.yaml again and installs the folder again,
    /// granting what it asks for now; on an error (tool.yaml's problems, a package the host
    /// would refuse; "dev.gone" when the folder is gone) the last good version stays installed.
    /// Then tells the connected pages to reload (and ends the sessions of those that do not when
    /// the grant changed), or restarts a program. How many pages were told, or Unchanged.
    ic::Result<int> reload();

    /// The simulated match goes away (its sessions close, as when the game quits)...
    void stopGame();
    /// ... and comes back on a new port, where the match had got to; the gateway is pointed
    /// at it.
    ic::Result<void> restartGame();

Q_SIGNALS:
    /// The gateway turned the tool down: it asked for more than tool.yaml does (a tier, a
    /// category), or a program other than the tool tried to get in. `message` says what to
    /// change, naming tool.yaml's line.
    void refused(const QString &message);

private:
    /// Nobody is asked: whatever the tool asks beyond its tool.yaml is refused, and said.
    void refuseRequests();
    QString explain(const ichost::PermissionRequest &request) const;
    /// "tool.yaml:17" for the line where `key` starts in the source's tool.yaml.
    QString manifestLine(const QString &key) const;
    struct Prepared
    {
        QString package;
        ictools::ToolManifest manifest;
    };
    /// Reads and checks the source's tool.yaml; a package of the folder is written into the
    /// scratch folder (for a .icpkg source, the package itself is used).
    ic::Result<Prepared> preparePackage();
    /// Why the tool cannot become `next` while running (another id; page ↔ program); empty
    /// when it can.
    QString whyNotSwitch(const ictools::ToolManifest &next) const;
    /// Installs `next` in place of the running version; on failure the old one stays.
    ic::Result<void> install(const Prepared &next);
    /// The packaged files' paths, sizes and times: what a change must change.
    QString fingerprint() const;
    ic::Result<void> startGame();
    /// A game of its own playing the replay from its beginning (error "dev.game").
    ic::Result<void> startReplayGame();
    bool isFolder() const;

    Options m_options;
    QTemporaryDir m_scratch;
    std::optional<ictools::ToolManifest> m_manifest;
    std::unique_ptr<ictools::ToolRegistry> m_registry;
    std::unique_ptr<icmock::DemoMatch> m_game;
    std::unique_ptr<icmock::MockGame> m_replayGame;
    std::unique_ptr<ichost::ToolHost> m_host;
    QString m_token;
    QString m_gamePassword;
    /// How far the simulated match had got when it went away.
    int m_gameSeconds = 0;
    /// The package installed now (kept to go back to when the next one fails).
    QString m_lastGood;
    QString m_seen;
    int m_packages = 0;
};

} // namespace icdevkit
