#pragma once
// Picks a file with the platform's file dialog — or, in tests, returns the name set with
// setNextFileName() without showing anything (KeePassXC's fileDialog() seam). A dialog can start
// in the folder last used for the same purpose during this session (folderFor/rememberFolder).
// A dialog opens at initialSize(), large enough for Qt's own dialog to show its columns in full.

#include <QSize>
#include <QString>

class QFileDialog;
class QWidget;

namespace icui {

class FileDialog
{
public:
    /// An existing file to open; empty when the user cancels.
    static QString getOpenFileName(QWidget *parent, const QString &caption, const QString &dir,
                                   const QString &filter);

    /// A file name to save to (the platform asks before replacing one); empty when cancelled.
    static QString getSaveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                   const QString &filter);

    /// The folder a file was last chosen in for `purpose` this session, else `fallback`.
    static QString folderFor(const QString &purpose, const QString &fallback);
    /// Remembers the folder of `filePath` for `purpose` (nothing for an empty path).
    static void rememberFolder(const QString &purpose, const QString &filePath);

    /// Test seam: the next file dialog is not shown and returns `fileName` (empty: cancelled).
    static void setNextFileName(const QString &fileName);
    /// Forgets a name set and not used (tests' cleanup).
    static void clearNextFileName();
    /// The caption and the folder of the last dialog asked for (shown or answered by the seam).
    static QString lastCaption();
    static QString lastDirectory();

    /// The size a dialog opens at: preferredWidth × preferredHeight, within the screen of
    /// `parent` (nullptr: the primary screen).
    static QSize initialSize(const QWidget *parent);
    static constexpr int preferredWidth = 800;
    static constexpr int preferredHeight = 500;

private:
    FileDialog() = delete;
    /// Qt's own dialog: its Size, Type and Date columns as wide as each folder's entries.
    static void fitColumns(QFileDialog *dialog);
    /// Shows Qt's file dialog (or the platform's) at initialSize(); the chosen file or empty.
    static QString run(QWidget *parent, const QString &caption, const QString &dir,
                       const QString &filter, int acceptMode);
};

} // namespace icui
