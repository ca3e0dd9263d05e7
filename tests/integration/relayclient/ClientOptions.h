#pragma once
// RelayConnection options for a relay of the tests: wss://127.0.0.1:PORT/ with a token, trusting
// the test's CA (or, with trustTestCa false, the system's CAs only, which do not know it).

#include "RelayTestPki.h"

#include "relayclient/RelayConnection.h"

#include <QTest>
#include <optional>

inline icrelayclient::RelayConnection::Options clientOptions(const RelayTestPki &pki, quint16 port,
                                                             const QString &token,
                                                             icrp::Tier tier = icrp::Tier::Admin,
                                                             bool trustTestCa = true)
{
    icrelayclient::RelayConnection::Options o;
    o.url = QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(port));
    o.token = token;
    o.tier = tier;
    if (trustTestCa)
        o.trust.extraCaCertificates = {pki.ca()};
    o.initialBackoff = std::chrono::milliseconds(50);
    o.maxBackoff = std::chrono::milliseconds(200);
    return o;
}

/// Waits for the connection to reach `state` (false after 20 s).
inline bool waitState(icrelayclient::RelayConnection &c, icrelayclient::RelayConnection::State s)
{
    return QTest::qWaitFor([&] { return c.state() == s; }, 20'000);
}

/// Runs one call of `c` to its answer: `start` gets the callback to pass on.
template <typename T, typename Start> ic::Result<T> answerOf(Start start)
{
    std::optional<ic::Result<T>> answer;
    start([&answer](const ic::Result<T> &r) { answer.emplace(r); });
    if (!QTest::qWaitFor([&] { return answer.has_value(); }, 20'000))
        return ic::Error{QStringLiteral("test.no-answer"), QStringLiteral("no answer in 20 s")};
    return *answer;
}
