#pragma once
// A form for one command of a connector's catalogue, built from its CommandSpec: a row per
// parameter (a combo box for a choice or a yes/no, a line edit for the rest, with the
// parameter's help and range as placeholder: a range only when the catalogue gives a real one,
// not a number type's limits). values() gives what was entered as text; check() types and
// checks it with icconnectors::checkParams and, when it is wrong, marks the field (red frame),
// says why under the form and moves the focus there; the mark goes once the entry is fixed.

#include "connectors/common/CommandSpec.h"

#include <QHash>
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

    /// The entries typed, or nothing after marking the first wrong field and saying why.
    std::optional<QVariantMap> check();
    /// Shows `message` under the form; marks `field` (a parameter's name) and focuses it.
    void showProblem(const QString &message, const QString &field = {});
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
    /// The first parameter whose entry checkParams refuses ("" for none).
    QString wrongParam() const;
    /// The mark stays while the entry of `name` is still wrong.
    void recheck(const QString &name);

    icconnectors::CommandSpec m_spec{{}, {}};
    QFormLayout *m_layout = nullptr;
    QLabel *m_problem = nullptr;
    QHash<QString, QWidget *> m_editors;
};

} // namespace icui
