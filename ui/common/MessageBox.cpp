#include "ui/common/MessageBox.h"
#include "ui/appearance/Icons.h"

#include <QPushButton>
#include <utility>

namespace icui {

namespace {
QMessageBox::StandardButton g_nextAnswer = QMessageBox::NoButton;
QString g_lastTitle;
QString g_lastText;
QString g_lastAction;

constexpr int IconSize = 48;

Icons::Status statusOf(QMessageBox::Icon icon)
{
    switch (icon) {
    case QMessageBox::Warning:
        return Icons::Status::Warning;
    case QMessageBox::Critical:
        return Icons::Status::Error;
    case QMessageBox::Question:
        return Icons::Status::Question;
    case QMessageBox::Information:
    case QMessageBox::NoIcon:
        break;
    }
    return Icons::Status::Information;
}
} // namespace

void MessageBox::useOwnIcon(QMessageBox &box, QMessageBox::Icon icon)
{
    const qreal ratio =
        box.parentWidget() ? box.parentWidget()->devicePixelRatioF() : box.devicePixelRatioF();
    box.setIconPixmap(Icons::statusPixmap(statusOf(icon), IconSize, ratio));
}

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title,
                                                 const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    return ask(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}

bool MessageBox::confirm(QWidget *parent, const QString &title, const QString &text,
                         const QString &action)
{
    g_lastTitle = title;
    g_lastText = text;
    g_lastAction = action;
    if (g_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer =
            std::exchange(g_nextAnswer, QMessageBox::NoButton);
        return answer == QMessageBox::Yes || answer == QMessageBox::Ok;
    }
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Cancel, parent);
    useOwnIcon(box, QMessageBox::Question);
    QPushButton *act = box.addButton(withAccelerator(action), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setAccessibleName(title);
    box.exec();
    return box.clickedButton() == act;
}

QString MessageBox::withAccelerator(const QString &label)
{
    if (label.contains(QLatin1Char('&')))
        return label;
    // The first letter, as Qt's own dialogs do when the translator gave none.
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i).isLetter())
            return QString(label).insert(i, QLatin1Char('&'));
    }
    return label;
}

QString MessageBox::lastAction()
{
    return g_lastAction;
}

void MessageBox::warning(QWidget *parent, const QString &title, const QString &text)
{
    tell(parent, QMessageBox::Warning, title, text);
}

void MessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    tell(parent, QMessageBox::Information, title, text);
}

void MessageBox::setNextAnswer(QMessageBox::StandardButton answer)
{
    g_nextAnswer = answer;
}

QString MessageBox::lastTitle()
{
    return g_lastTitle;
}

QString MessageBox::lastText()
{
    return g_lastText;
}

QMessageBox::StandardButton MessageBox::ask(QWidget *parent, QMessageBox::Icon icon,
                                            const QString &title, const QString &text,
                                            QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton)
{
    g_lastTitle = title;
    g_lastText = text;
    if (g_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer = g_nextAnswer;
        g_nextAnswer = QMessageBox::NoButton;
        return answer;
    }
    QMessageBox box(icon, title, text, buttons, parent);
    useOwnIcon(box, icon);
    box.setDefaultButton(defaultButton);
    box.setAccessibleName(title);
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

void MessageBox::tell(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                      const QString &text)
{
    g_lastTitle = title;
    g_lastText = text;
    if (g_nextAnswer != QMessageBox::NoButton) {
        g_nextAnswer = QMessageBox::NoButton;
        return;
    }
    // Nothing waits for the answer: show it without a nested event loop.
    auto *box = new QMessageBox(icon, title, text, QMessageBox::Ok, parent);
    useOwnIcon(*box, icon);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setAccessibleName(title);
    box->setWindowModality(parent ? Qt::WindowModal : Qt::ApplicationModal);
    box->show();
}

} // namespace icui
