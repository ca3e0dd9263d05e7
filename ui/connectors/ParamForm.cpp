#include "ui/connectors/ParamForm.h"
#include "ui/Tr.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace icui {

using connectors::ParamSpec;

ParamForm::ParamForm(QWidget *parent) : QWidget(parent)
{
    m_layout = new QFormLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
}

void ParamForm::clear()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
}

void ParamForm::setCommand(const connectors::CommandSpec &spec)
{
    clear();
    if (spec.params.isEmpty()) {
        m_layout->addRow(new QLabel(Tr::tr("This command takes no parameters."), this));
        return;
    }
    for (const ParamSpec &param : spec.params) {
        QWidget *editor = editorFor(param);
        editor->setObjectName(QStringLiteral("param_") + param.name);
        editor->setAccessibleName(param.name);
        if (auto *box = qobject_cast<QComboBox *>(editor))
            box->view()->setAccessibleName(param.name);
        editor->setToolTip(param.help);
        const QString label = param.required ? Tr::tr("%1 (required):").arg(param.name)
                                             : Tr::tr("%1:").arg(param.name);
        m_layout->addRow(label, editor);
        m_editors.insert(param.name, editor);
    }
}

QWidget *ParamForm::editorFor(const ParamSpec &param)
{
    const bool pick =
        param.kind == ParamSpec::Kind::Choice || param.kind == ParamSpec::Kind::Boolean;
    if (pick) {
        auto *box = new QComboBox(this);
        if (!param.required)
            box->addItem(QString());
        box->addItems(param.kind == ParamSpec::Kind::Boolean
                          ? QStringList{QStringLiteral("true"), QStringLiteral("false")}
                          : param.choices);
        if (param.defaultValue.isValid())
            box->setCurrentText(param.defaultValue.toString());
        return box;
    }
    auto *edit = new QLineEdit(this);
    edit->setPlaceholderText(placeholderOf(param));
    edit->setClearButtonEnabled(true);
    if (!param.choices.isEmpty()) // offered, not enforced
        edit->setCompleter(new QCompleter(param.choices, edit));
    if (param.defaultValue.isValid())
        edit->setText(param.defaultValue.toString());
    connect(edit, &QLineEdit::returnPressed, this, &ParamForm::submitted);
    return edit;
}

QString ParamForm::placeholderOf(const ParamSpec &param)
{
    QString hint = param.help;
    if (param.kind == ParamSpec::Kind::Integer && param.minimum && param.maximum) {
        const QString range = Tr::tr("%1 to %2").arg(*param.minimum).arg(*param.maximum);
        hint = hint.isEmpty() ? range : Tr::tr("%1 (%2)").arg(hint, range);
    } else if (hint.isEmpty() && param.kind == ParamSpec::Kind::Integer) {
        hint = Tr::tr("a whole number");
    } else if (hint.isEmpty() && param.kind == ParamSpec::Kind::Number) {
        hint = Tr::tr("a number");
    }
    return hint;
}

QVariantMap ParamForm::values() const
{
    QVariantMap out;
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        if (auto *box = qobject_cast<QComboBox *>(it.value()))
            out.insert(it.key(), box->currentText());
        else if (auto *edit = qobject_cast<QLineEdit *>(it.value()))
            out.insert(it.key(), edit->text());
    }
    return out;
}

bool ParamForm::setValue(const QString &name, const QString &value)
{
    QWidget *editor = m_editors.value(name);
    if (auto *box = qobject_cast<QComboBox *>(editor)) {
        const int index = box->findText(value);
        box->setCurrentIndex(index);
        return index >= 0;
    }
    if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        edit->setText(value);
        return true;
    }
    return false;
}

} // namespace icui
