#pragma once
// Picks a file with the platform's file dialog — or, in tests, returns the name set with
// setNextFileName() without showing anything (KeePassXC's fileDialog() seam).

#include <QString>

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

    /// Test seam: the next file dialog is not shown and returns `fileName` (empty: cancelled).
    static void setNextFileName(const QString &fileName);
    /// Forgets a name set and not used (tests' cleanup).
    static void clearNextFileName();

private:
    FileDialog() = delete;
};

} // namespace icui
