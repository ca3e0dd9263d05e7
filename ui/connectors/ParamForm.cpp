#include "ui/connectors/ParamForm.h"
#include "ui/Tr.h"

#include "ui/connectors/FieldMark.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <limits>

namespace icui {

using icconnectors::ParamSpec;

namespace {

/// A bound at a number type's limit is the wire's, not the command's: not worth saying.
bool realLow(const std::optional<qint64> &low)
{
    return low && *low > std::numeric_limits<qint32>::min();
}

bool realHigh(const std::optional<qint64> &high)
{
    return high && *high < std::numeric_limits<qint32>::max();
}

} // namespace

ParamForm::ParamForm(QWidget *parent) : QWidget(parent)
{
    m_layout = new QFormLayout;
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("paramFormProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->hide();
    FieldMark::styleAsError(m_problem);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_layout);
    layout->addWidget(m_problem);
}

void ParamForm::clear()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_spec = icconnectors::CommandSpec({}, {});
    clearProblem();
}

void ParamForm::setCommand(const icconnectors::CommandSpec &spec)
{
    clear();
    m_spec = spec;
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
        connect(box, &QComboBox::currentTextChanged, this,
                [this, name = param.name] { recheck(name); });
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
    connect(edit, &QLineEdit::textEdited, this, [this, name = param.name] { recheck(name); });
    return edit;
}

QString ParamForm::placeholderOf(const ParamSpec &param)
{
    QString hint = param.help;
    const bool low = param.kind == ParamSpec::Kind::Integer && realLow(param.minimum);
    const bool high = param.kind == ParamSpec::Kind::Integer && realHigh(param.maximum);
    QString range;
    if (low && high)
        range = Tr::tr("%1 to %2").arg(*param.minimum).arg(*param.maximum);
    else if (low)
        range = Tr::tr("at least %1").arg(*param.minimum);
    else if (high)
        range = Tr::tr("at most %1").arg(*param.maximum);
    if (!range.isEmpty()) {
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

std::optional<QVariantMap> ParamForm::check()
{
    const auto typed = icconnectors::checkParams(m_spec, values());
    if (typed) {
        clearProblem();
        return *typed;
    }
    showProblem(typed.error().message, wrongParams());
    return std::nullopt;
}

QStringList ParamForm::wrongParams() const
{
    const QVariantMap entered = values();
    QStringList wrong;
    for (const ParamSpec &param : m_spec.params) {
        icconnectors::CommandSpec one = m_spec;
        one.params = {param};
        if (!icconnectors::checkParams(one, {{param.name, entered.value(param.name)}}))
            wrong << param.name;
    }
    return wrong;
}

void ParamForm::showProblem(const QString &message, const QString &field)
{
    showProblem(message, field.isEmpty() ? QStringList() : QStringList{field});
}

void ParamForm::showProblem(const QString &message, const QStringList &fields)
{
    for (QWidget *editor : std::as_const(m_editors))
        FieldMark::clear(editor);
    m_problem->setText(message);
    m_problem->setVisible(!message.isEmpty());
    for (const QString &field : fields) {
        if (QWidget *editor = m_editors.value(field))
            FieldMark::markInvalid(editor, palette());
    }
    QWidget *first = m_editors.value(fields.value(0));
    if (!first)
        return;
    first->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(first))
        edit->selectAll();
}

void ParamForm::clearProblem()
{
    for (QWidget *editor : std::as_const(m_editors))
        FieldMark::clear(editor);
    m_problem->clear();
    m_problem->hide();
}

void ParamForm::recheck(const QString &name)
{
    QWidget *editor = m_editors.value(name);
    if (!FieldMark::isMarked(editor))
        return;
    const QStringList wrong = wrongParams();
    if (wrong.contains(name))
        return;
    FieldMark::clear(editor); // fixed: its mark goes, and the error once nothing is wrong
    const auto typed = icconnectors::checkParams(m_spec, values());
    if (typed)
        clearProblem();
    else
        m_problem->setText(typed.error().message);
}

void ParamForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    FieldMark::styleAsError(m_problem); // light or dark now
    for (QWidget *editor : std::as_const(m_editors)) {
        if (FieldMark::isMarked(editor))
            FieldMark::markInvalid(editor, palette());
    }
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
