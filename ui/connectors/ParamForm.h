#pragma once
// A form for one command of a connector's catalogue, built from its CommandSpec: a row per
// parameter (a combo box for a choice or a yes/no, a line edit for the rest, with the
// parameter's help and range as placeholder). values() gives what was entered as text;
// connectors::checkParams types and checks it.

#include "connectors/common/CommandSpec.h"

#include <QHash>
#include <QWidget>

class QFormLayout;

namespace icui {

class ParamForm : public QWidget
{
    Q_OBJECT
public:
    explicit ParamForm(QWidget *parent = nullptr);

    /// Replaces the rows with `spec`'s parameters, each at its default.
    void setCommand(const connectors::CommandSpec &spec);
    /// No rows at all (no command chosen).
    void clear();
    /// Every parameter's entry by name, as text ("" for one left empty).
    QVariantMap values() const;
    /// Sets the entry of `name` (a test, or a value remembered); false if there is none.
    bool setValue(const QString &name, const QString &value);
    QWidget *editorOf(const QString &name) const { return m_editors.value(name); }

Q_SIGNALS:
    /// Return pressed in a line edit.
    void submitted();

private:
    QWidget *editorFor(const connectors::ParamSpec &param);
    static QString placeholderOf(const connectors::ParamSpec &param);

    QFormLayout *m_layout = nullptr;
    QHash<QString, QWidget *> m_editors;
};

} // namespace icui
