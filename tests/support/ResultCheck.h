#pragma once
// Checking an ic::Result in a test so that a failure says why: IC_VERIFY_OK(registry.open())
// fails with the error's code and message, not an empty line. describe() gives the same text
// for a QVERIFY2 of your own.

#include "common/Result.h"

#include <QString>
#include <QTest>

namespace ictest {

/// "code: message" of a failed result; empty for a success.
template <typename T> QString describe(const ic::Result<T> &result)
{
    if (result.ok())
        return QString();
    return result.error().code + QStringLiteral(": ") + result.error().message;
}

} // namespace ictest

/// QVERIFY that `expr` (an ic::Result) succeeded, printing its error when it did not.
#define IC_VERIFY_OK(expr)                                                                         \
    do {                                                                                           \
        const auto &icVerifiedResult = (expr);                                                     \
        QVERIFY2(icVerifiedResult.ok(), qPrintable(ictest::describe(icVerifiedResult)));           \
    } while (false)
