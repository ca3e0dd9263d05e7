#pragma once
// Asks for a game's ICRP password in a modal dialog with hidden input, and says where to find
// it (the game's settings, its config.toml, or Reset on the Password page) — or, in tests,
// answers the next prompt without showing anything (setNextAnswer), like MessageBox and
// FileDialog. The dialog itself runs through ModalDialog, so a test can also read and answer
// the real one.

#include <QString>
#include <optional>

class QWidget;

namespace icui {

class PasswordPrompt
{
public:
    /// The password typed; nullopt when the user cancels. Connect (Return) accepts.
    static std::optional<QString> getPassword(QWidget *parent, const QString &title,
                                              const QString &label);
    /// Where to find the password, as the prompt says it under the field.
    static QString whereToFind();

    /// Test seam: the next prompt is not shown and returns `answer` (nullopt: Cancel).
    static void setNextAnswer(std::optional<QString> answer);
    /// Forgets an answer set and not used (tests' cleanup).
    static void clearNextAnswer();
    /// The label of the last prompt asked for (shown or answered by the seam).
    static QString lastLabel();

private:
    PasswordPrompt() = delete;
};

} // namespace icui
