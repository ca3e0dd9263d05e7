#include "ui/common/PasswordPrompt.h"
#include "ui/Tr.h"

#include "ui/common/ModalDialog.h"
#include "ui/password/GameConfigLocation.h"

#include "panel/GamePasswordReader.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace icui {

namespace {
bool g_hasAnswer = false;
std::optional<QString> g_answer;
QString g_lastLabel;

// Find the Password: [remote] password of the game's config.toml (where the game keeps it, else
// a file the user picks), put into the hidden field and accepted; an error replaces the hint.
void findInConfig(QDialog &dialog, QLineEdit *edit, QLabel *hint)
{
    const QString path = GameConfigLocation::existingOrChosenConfigFile(&dialog, {});
    if (path.isEmpty())
        return;
    const ic::Result<QString> found = icpanel::GamePasswordReader::read(path);
    if (!found) {
        hint->setText(found.error().message);
        hint->setForegroundRole(QPalette::WindowText);
        return;
    }
    edit->setText(*found);
    dialog.accept();
}
} // namespace

std::optional<QString> PasswordPrompt::getPassword(QWidget *parent, const QString &title,
                                                   const QString &label)
{
    g_lastLabel = label;
    if (g_hasAnswer) {
        g_hasAnswer = false;
        return std::exchange(g_answer, std::nullopt);
    }
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("passwordPrompt"));
    dialog.setWindowTitle(title);
    dialog.setAccessibleName(title);
    dialog.setMinimumWidth(dialog.fontMetrics().averageCharWidth() * 56);
    auto *text = new QLabel(label, &dialog);
    text->setObjectName(QStringLiteral("promptText"));
    text->setWordWrap(true);
    auto *edit = new QLineEdit(&dialog);
    edit->setObjectName(QStringLiteral("promptPassword"));
    edit->setAccessibleName(Tr::tr("Password"));
    edit->setEchoMode(QLineEdit::Password);
    text->setBuddy(edit);
    auto *hint = new QLabel(whereToFind(), &dialog);
    hint->setObjectName(QStringLiteral("promptHint"));
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QPushButton *connectButton = buttons->button(QDialogButtonBox::Ok);
    connectButton->setText(Tr::tr("&Connect"));
    connectButton->setDefault(true);
    // Alt+D, as on the Password page (F is the File menu's letter).
    QPushButton *find =
        buttons->addButton(Tr::tr("Fin&d the Password…"), QDialogButtonBox::ActionRole);
    find->setObjectName(QStringLiteral("promptFind"));
    find->setToolTip(Tr::tr("Reads the password from the game's config.toml ([remote] password) "
                            "and connects with it"));
    find->setAutoDefault(false);
    QObject::connect(find, &QPushButton::clicked, &dialog,
                     [&dialog, edit, hint] { findInConfig(dialog, edit, hint); });
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(edit);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    edit->setFocus();
    if (ModalDialog::exec(dialog) != QDialog::Accepted)
        return std::nullopt;
    return edit->text();
}

QString PasswordPrompt::whereToFind()
{
    return Tr::tr("Where to find it: in the game's settings (remote API), in the game's "
                  "config.toml under [remote] password, or make a new one with Reset on the "
                  "Password page.");
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
