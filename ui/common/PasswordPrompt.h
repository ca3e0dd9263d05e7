#pragma once
// Asks for a password in a modal dialog with hidden input — or, in tests, answers the next
// prompt without showing anything (setNextAnswer), like MessageBox and FileDialog.

#include <QString>
#include <optional>

class QWidget;

namespace icui {

class PasswordPrompt
{
public:
    /// The password typed; nullopt when the user cancels.
    static std::optional<QString> getPassword(QWidget *parent, const QString &title,
                                              const QString &label);

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
