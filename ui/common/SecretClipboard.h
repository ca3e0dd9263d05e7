#pragma once
// Copying to the clipboard with feedback, and secrets that do not stay there: a copied password
// or token is marked for clipboard managers (so their history skips it) and cleared after
// clearDelayMs() if the clipboard still holds it, as KeePassXC does. Copy buttons say "Copied"
// for a moment.

#include <QObject>
#include <QString>

class QPushButton;

namespace icui {

class SecretClipboard : public QObject
{
    Q_OBJECT
public:
    enum class Kind { Plain, Secret };

    /// Puts `text` on the clipboard. A secret is cleared after clearDelayMs() unless the
    /// clipboard has changed since (the user copied something else).
    static void copy(const QString &text, Kind kind);
    /// copy(), then `button` says "Copied" for a moment.
    static void copy(QPushButton *button, const QString &text, Kind kind);

    /// How long a secret stays on the clipboard (default 10 s); tests shorten it.
    static int clearDelayMs();
    static void setClearDelayMs(int ms);
    /// How long a copy button says "Copied" (default 1.5 s).
    static int confirmationMs();

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
