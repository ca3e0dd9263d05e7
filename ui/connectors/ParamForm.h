#pragma once
// A form for one command of a connector's catalogue, built from its CommandSpec: a row per
// parameter (a combo box for a choice or a yes/no, a line edit for the rest, with the
// parameter's help and range as placeholder: a range only when the catalogue gives a real one,
// not a number type's limits). values() gives what was entered as text; check() types and
// checks it with icconnectors::checkParams and, when it is wrong, marks every wrong field (red
// frame), says why under the form (all of them) and moves the focus to the first; a field's mark
// goes once its entry is fixed, the message once nothing is wrong.

#include "connectors/common/CommandSpec.h"

#include <QHash>
#include <QStringList>
#include <QWidget>
#include <optional>

class QFormLayout;
class QLabel;

namespace icui {

class ParamForm : public QWidget
{
    Q_OBJECT
public:
    explicit ParamForm(QWidget *parent = nullptr);

    /// Replaces the rows with `spec`'s parameters, each at its default.
    void setCommand(const icconnectors::CommandSpec &spec);
    /// No rows at all (no command chosen).
    void clear();
    /// Every parameter's entry by name, as text ("" for one left empty).
    QVariantMap values() const;
    /// Sets the entry of `name` (a test, or a value remembered); false if there is none.
    bool setValue(const QString &name, const QString &value);
    QWidget *editorOf(const QString &name) const { return m_editors.value(name); }

    /// The entries typed, or nothing after marking every wrong field, saying why (all of them
    /// in one message: "spawn needs x and y.") and focusing the first.
    std::optional<QVariantMap> check();
    /// Shows `message` under the form; marks `field` (a parameter's name) and focuses it.
    void showProblem(const QString &message, const QString &field = {});
    /// Shows `message`; marks every field of `fields` and focuses the first.
    void showProblem(const QString &message, const QStringList &fields);
    /// No mark, no problem shown.
    void clearProblem();
    QLabel *problemLabel() const { return m_problem; }
    /// The text a parameter's empty field shows (its help, its range when there is a real one).
    static QString placeholderOf(const icconnectors::ParamSpec &param);

protected:
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    /// Return pressed in a line edit.
    void submitted();

private:
    QWidget *editorFor(const icconnectors::ParamSpec &param);
    /// Every parameter whose entry checkParams refuses, in the form's order.
    QStringList wrongParams() const;
    /// The mark stays while the entry of `name` is still wrong.
    void recheck(const QString &name);

    icconnectors::CommandSpec m_spec{{}, {}};
    QFormLayout *m_layout = nullptr;
    QLabel *m_problem = nullptr;
    QHash<QString, QWidget *> m_editors;
};

} // namespace icui
