#pragma once
// The options every verb that talks to the game shares: --url, --tier, --timeout (and, for
// the verbs that offer it, --msgpack), with
// $ICRP_URL and $ICRP_PASSWORD from the environment, turned into IcrpClient::Options.

#include "common/Result.h"
#include "icrp/client/IcrpClient.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QProcessEnvironment>

namespace iccli {

class ConnectionOptions
{
public:
    /// `withMessagePack`: offer --msgpack (speak MessagePack instead of JSON, D071).
    explicit ConnectionOptions(bool withTimeout, bool withMessagePack = false);

    /// Adds --url, --tier (and --timeout, --msgpack) to `parser`.
    void addTo(QCommandLineParser &parser) const;
    /// The client's options from the parsed command line and the environment, or an error
    /// ("cli.usage") that says which value is invalid. The password comes from $ICRP_PASSWORD
    /// only.
    ic::Result<icrp::IcrpClient::Options> read(const QCommandLineParser &parser,
                                               const QProcessEnvironment &environment) const;
    /// The lines `ic-tool help VERB` shows for these options and the environment.
    QString helpText() const;

    static QString defaultUrl(const QProcessEnvironment &environment);

private:
    bool m_withTimeout;
    bool m_withMessagePack;
    QCommandLineOption m_url;
    QCommandLineOption m_tier;
    QCommandLineOption m_timeout;
    QCommandLineOption m_msgpack;
};

} // namespace iccli
