#pragma once
// The command line of ic-relay-mock, parsed without exiting the process (main() and tests):
//   ic-relay-mock [--games N] [--port P] [--seed S] [--data-dir D] [--cert F --key F] [--bind A]
//   ic-relay-mock token create --tier observer|admin --expires 24h [--games ID…] [--data-dir D]
//   ic-relay-mock token list [--data-dir D]
//   ic-relay-mock token revoke ID [--data-dir D]
//   ic-relay-mock approve USER-CODE [--tier observer|admin] [--expires 24h] [--games ID…]
//   ic-relay-mock deny USER-CODE [--data-dir D]

#include "relay/RelayOptions.h"

#include "icrp/protocol/Tier.h"

#include <QStringList>

namespace icrelay {

class RelayCommandLine
{
public:
    enum class Action {
        Run,
        TokenCreate,
        TokenList,
        TokenRevoke,
        Approve,
        Deny,
        ShowHelp,
        ShowVersion,
        Error
    };

    struct Result
    {
        Action action = Action::Run;
        RelayOptions options;
        /// True when --bind named an address (it may open the relay beyond this machine).
        bool bindGiven = false;
        // token create, approve
        icrp::Tier tier = icrp::Tier::Observer;
        bool tierGiven = false;
        qint64 expiresInSeconds = 0;
        QStringList games;
        // token revoke
        QString tokenId;
        // approve, deny
        QString userCode;
        /// Help or version text, or the problem for Error.
        QString text;
    };

    /// `arguments` as QCoreApplication::arguments() gives them (program name first).
    static Result parse(const QStringList &arguments);
    /// "24h", "30m", "7d", "90s" in seconds; 0 when malformed or not above 0.
    static qint64 parseDuration(const QString &text);
    /// $XDG_DATA_HOME/ic-relay-mock (usually ~/.local/share/ic-relay-mock).
    static QString defaultDataDir();
    static QString helpText();

private:
    static bool runOption(Result &r, const QString &name, const QString &value);
    static bool tokenOption(Result &r, const QString &name, const QStringList &values);
    static bool firstWords(Result &r, QStringList &args);
};

} // namespace icrelay
