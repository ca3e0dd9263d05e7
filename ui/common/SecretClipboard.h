#pragma once
// Copying to the clipboard with feedback, and secrets that do not stay there: a copied password
// or token is marked for clipboard managers (so their history skips it) and cleared after a
// while (clearDelayMs() unless the caller gives its own) if the clipboard still holds it, as
// KeePassXC does. Copy buttons say "Copied" for a moment without changing their width. Pages
// that show a countdown ask remainingMs() of the copy they made (generation()).

#include <QObject>
#include <QString>

class QPushButton;

namespace icui {

class SecretClipboard : public QObject
{
    Q_OBJECT
public:
    enum class Kind { Plain, Secret };

    /// Puts `text` on the clipboard. A secret is cleared after `clearMs` (clearDelayMs() when
    /// negative) unless the clipboard has changed since (the user copied something else).
    static void copy(const QString &text, Kind kind, int clearMs = -1);
    /// copy(), then `button` says "Copied" for a moment.
    static void copy(QPushButton *button, const QString &text, Kind kind, int clearMs = -1);
    /// Keeps `button` as wide as the wider of its label and "Copied", so that saying "Copied"
    /// does not move what is beside it.
    static void reserveWidth(QPushButton *button);

    /// How long a secret stays on the clipboard by default (10 s); tests shorten it.
    static int clearDelayMs();
    static void setClearDelayMs(int ms);
    /// How long a copy button says "Copied" (default 1.5 s).
    static int confirmationMs();

    /// Counts secret copies; the newest one's number (0: none yet).
    static quint64 generation();
    /// Milliseconds until the newest secret is cleared; -1 when it has expired already.
    static qint64 remainingMs();
    /// Takes the secret copy number `generation` (the newest), `text`, off the clipboard now
    /// instead of when its time runs out (it stopped working); its timer then does nothing and
    /// expired() is not emitted. False, leaving the clipboard alone, when the clipboard holds
    /// something else or a newer secret was copied since.
    static bool withdraw(quint64 generation, const QString &text);

    /// Emits expired() (for tests and the log).
    static SecretClipboard *instance();

Q_SIGNALS:
    /// A copied secret's time ran out: `cleared` is false when the clipboard held something
    /// else by then and was left alone.
    void expired(bool cleared);

private:
    SecretClipboard() = default;
};

} // namespace icui
