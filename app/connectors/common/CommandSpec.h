#pragma once
// What a connector can be asked to do, described so the window can build a form for it: a
// command's name, a one-line summary and its parameters with their kinds and limits. The
// catalogue of each connector is taken from its seed's command list.

#include "common/Result.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>
#include <optional>
#include <utility>

namespace icconnectors {

struct ParamSpec
{
    enum class Kind {
        Text,    ///< any string (choices, when set, are offered but not enforced)
        Integer, ///< a whole number within [minimum, maximum] when they are set
        Number,  ///< a finite floating point number
        Boolean,
        Choice, ///< one of choices, exactly
    };

    ParamSpec(QString paramName, Kind paramKind) : name(std::move(paramName)), kind(paramKind) {}
    // Built in one expression: ParamSpec(u"x"_s, Kind::Integer).need().within(0, 79).
    ParamSpec &need()
    {
        required = true;
        return *this;
    }
    ParamSpec &within(qint64 low, qint64 high)
    {
        minimum = low;
        maximum = high;
        return *this;
    }
    ParamSpec &among(QStringList values)
    {
        choices = std::move(values);
        return *this;
    }
    ParamSpec &described(QString text)
    {
        help = std::move(text);
        return *this;
    }
    ParamSpec &startingAt(QVariant value)
    {
        defaultValue = std::move(value);
        return *this;
    }

    QString name;
    Kind kind = Kind::Text;
    bool required = false;
    /// For a person, translated: what the parameter means ("X coordinate").
    QString help;
    QStringList choices;
    std::optional<qint64> minimum;
    std::optional<qint64> maximum;
    /// What the form starts with; invalid for none.
    QVariant defaultValue;
};

struct CommandSpec
{
    CommandSpec(QString commandName, QString commandSummary, QList<ParamSpec> commandParams = {})
        : name(std::move(commandName)), summary(std::move(commandSummary)),
          params(std::move(commandParams))
    {
    }

    QString name;
    /// For a person, translated, one line.
    QString summary;
    QList<ParamSpec> params;

    /// The parameter called `name`, or nullptr.
    const ParamSpec *param(const QString &name) const;
};

/// Checks `values` against `spec` and converts each to its kind (a form gives text): the
/// result holds only the parameters given (empty values of optional ones dropped), typed.
/// Errors ("connector.param"): a required one missing, one the command does not take, a value
/// that is not of its kind or out of its range — the message names every such parameter
/// ("spawn needs x and y. speed must be a number, not \"fast\".").
ic::Result<QVariantMap> checkParams(const CommandSpec &spec, const QVariantMap &values);

} // namespace icconnectors
