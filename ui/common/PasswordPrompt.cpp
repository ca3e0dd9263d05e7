#include "ui/common/PasswordPrompt.h"

#include <QInputDialog>
#include <QLineEdit>

namespace icui {

namespace {
bool g_hasAnswer = false;
std::optional<QString> g_answer;
QString g_lastLabel;
} // namespace

std::optional<QString> PasswordPrompt::getPassword(QWidget *parent, const QString &title,
                                                   const QString &label)
{
    g_lastLabel = label;
    if (g_hasAnswer) {
        g_hasAnswer = false;
        return std::exchange(g_answer, std::nullopt);
    }
    bool ok = false;
    const QString text =
        QInputDialog::getText(parent, title, label, QLineEdit::Password, QString(), &ok);
    if (!ok)
        return std::nullopt;
    return text;
}

void PasswordPrompt::setNextAnswer(std::optional<QString> answer)
{
    g_hasAnswer = true;
    g_answer = std::move(answer);
}

void PasswordPrompt::clearNextAnswer()
{
    g_hasAnswer = false;
    g_answer.reset();
}

QString PasswordPrompt::lastLabel()
{
    return g_lastLabel;
}

} // namespace icui
