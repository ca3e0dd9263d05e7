#pragma once
// The one error type of the libraries: a function that can fail returns ic::Result<T>, which
// holds either the value or an ic::Error (a stable code for programs and tests, and a message a
// person can act on: what went wrong and what to do next, already translated). Libraries return
// errors and do not log them; whoever shows or logs an error does it once.
//
//   ic::Result<QByteArray> read(const QString &path);
//   if (auto r = read(path)) use(*r); else show(r.error().message);
//   return ic::Error{QStringLiteral("config.unreadable"), tr("Cannot read %1: %2").arg(…)};
//
// Callbacks take a Result too (SecretStore::Callback gets an ic::Result<QString>), and so do
// signals that report an outcome (Panel::resetFinished, ConnectionsModel::kickFinished; tests
// read them from a QSignalSpy with ictest::signalResult(), since QVariant::value() needs a
// default constructor that a Result does not have). ICRP errors
// travel as an ic::Error whose code is icrp::errorName(ErrorCode) ("icrp.not-found"). One
// documented variant: icrp::IcrpResult (icrp/client/IcrpResult.h), the raw outcome of a JSON-RPC
// call, keeps the protocol's integer code and `data` (see there why). Tests check a Result with
// IC_VERIFY_OK (tests/support/ResultCheck.h), which prints the error when it fails.

#include <QString>

#include <utility>
#include <variant>

namespace ic {

struct Error
{
    /// Stable, dotted, not translated ("config.unreadable", "package.changed").
    QString code;
    /// For a person: translated, says what to do next.
    QString message;
};

template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    /// The value, or `fallback` when this is an error.
    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_ok(false) {}

    bool ok() const { return m_ok; }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_ok = true;
};

/// The success value of a Result<void>.
inline Result<void> success()
{
    return {};
}

} // namespace ic
