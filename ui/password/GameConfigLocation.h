#pragma once
// Where the game keeps its config.toml, for the reset through that file: the game's folder in
// the user's configuration folder (~/.config/iron-curtain on Linux, %LOCALAPPDATA%\iron-curtain
// on Windows, ~/Library/Preferences/iron-curtain on macOS), where the file dialog starts, and
// the dialog itself.

#include <QString>
#include <QStringList>

class QWidget;

namespace icui {

class GameConfigLocation
{
public:
    /// Where the game may keep its folder, most likely first: the user's configuration folder
    /// ($XDG_CONFIG_HOME) and, on Linux, also ~/.config (a game started without the session's
    /// XDG_CONFIG_HOME keeps it there).
    static QStringList candidateFolders();
    /// The game's usual config folder: the first of candidateFolders() that exists, else the
    /// first of them (it may not exist: the game was never run by this user, or it keeps its
    /// settings elsewhere, e.g. a dedicated server's own folder).
    static QString usualFolder();
    /// The usual config.toml (usualFolder()/config.toml).
    static QString usualFile();
    /// Where the file dialog starts: the usual config.toml when it is there, else the usual
    /// folder when it exists, else the folder of `lastUsed` (the file this profile's last reset
    /// chose) when it exists, else the nearest existing folder above the first candidate.
    static QString startPath(const QString &lastUsed);
    /// Asks for the game's config.toml with a file dialog (FileDialog) that starts at
    /// startPath(lastUsed); empty when the user cancels.
    static QString chooseConfigFile(QWidget *parent, const QString &lastUsed);
    /// The config.toml to read: `lastUsed` when it is a file, else the usual one when it exists,
    /// else chooseConfigFile(); empty when the user cancels.
    static QString existingOrChosenConfigFile(QWidget *parent, const QString &lastUsed);
    /// `path` when it exists, else its nearest existing parent folder (home when none).
    static QString nearestExistingFolder(const QString &path);

private:
    GameConfigLocation() = delete;
};

} // namespace icui
