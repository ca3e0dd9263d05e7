#pragma once
// Checks the params of one ICRP call: only known keys, each of the right type and range. The
// first problem becomes a -32602 message that names the field and says what is allowed.

#include "icrp/server/IcrpResponder.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace icmock {

class ParamReader
{
public:
    enum Presence { Optional, Required };

    /// `allowedKeys`: every key the method understands; any other key is an error.
    ParamReader(const QJsonValue &params, const QStringList &allowedKeys);

    /// A string; `allowedValues` non-empty: one of them. `maxLength` > 0: at most that many
    /// characters. Empty strings are refused when Required.
    bool string(const QString &key, QString *out, Presence presence,
                const QStringList &allowedValues = {}, int maxLength = 0);
    bool boolean(const QString &key, bool *out, Presence presence);
    /// A whole number from `min` to `max`; *out is left alone when an Optional key is absent.
    bool integer(const QString &key, qint64 *out, Presence presence, qint64 min, qint64 max);
    /// An array of strings, each one of `allowedValues` (when non-empty).
    bool stringList(const QString &key, QStringList *out, Presence presence,
                    const QStringList &allowedValues = {});
    bool object(const QString &key, QJsonObject *out, Presence presence);

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    /// Answers -32602 with the first problem.
    void reject(const icrp::IcrpResponder &responder) const;

    /// "a", "b" or "c" — for messages.
    static QString list(const QStringList &values);

private:
    bool fail(const QString &message);
    bool present(const QString &key, Presence presence);

    QJsonObject m_params;
    QString m_error;
};

} // namespace icmock
