#pragma once
// Checking an ic::Result in a test so that a failure says why: IC_VERIFY_OK(registry.open())
// fails with the error's code and message, not an empty line. describe() gives the same text
// for a QVERIFY2 of your own. signalResult() reads the ic::Result a QSignalSpy recorded.

#include "common/Result.h"

#include <QMetaType>
#include <QString>
#include <QTest>
#include <QVariant>

namespace ictest {

/// "code: message" of a failed result; empty for a success.
template <typename T> QString describe(const ic::Result<T> &result)
{
    if (result.ok())
        return QString();
    return result.error().code + QStringLiteral(": ") + result.error().message;
}

/// The ic::Result<T> argument a QSignalSpy recorded: spy.at(0).at(1).value<ic::Result<T>>()
/// does not compile, as qvariant_cast default-constructs its answer and a Result has no empty
/// state. Stops the test when the argument is of another type.
template <typename T> const ic::Result<T> &signalResult(const QVariant &argument)
{
    if (argument.metaType() != QMetaType::fromType<ic::Result<T>>())
        qFatal("signalResult: the signal's argument is a %s", argument.metaType().name());
    return *static_cast<const ic::Result<T> *>(argument.constData());
}

} // namespace ictest

/// QVERIFY that `expr` (an ic::Result) succeeded, printing its error when it did not.
#define IC_VERIFY_OK(expr)                                                                         \
    do {                                                                                           \
        const auto &icVerifiedResult = (expr);                                                     \
        QVERIFY2(icVerifiedResult.ok(), qPrintable(ictest::describe(icVerifiedResult)));           \
    } while (false)
