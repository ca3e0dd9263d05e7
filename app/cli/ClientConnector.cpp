#include "cli/ClientConnector.h"
#include "cli/Tr.h"

#include "cli/Command.h"
#include "cli/PasswordSource.h"

#include <QTimer>

namespace iccli {

using icrp::IcrpClient;

ClientConnector::ClientConnector(Console &console, const IcrpClient::Options &options,
                                 QObject *parent)
    : QObject(parent), m_console(console), m_client(new IcrpClient(this))
{
    m_client->setOptions(options);
    connect(m_client, &IcrpClient::connected, this, &ClientConnector::ready);
    connect(m_client, &IcrpClient::errorOccurred, this,
            [this](IcrpClient::Failure failure, const QString &) { onError(failure); });
}

ClientConnector::~ClientConnector() = default;

void ClientConnector::start()
{
    m_client->open();
}

void ClientConnector::onError(IcrpClient::Failure failure)
{
    if (m_client->state() != IcrpClient::State::Disconnected)
        return; // the client retries on its own
    if (failure == IcrpClient::Failure::PasswordRequired && !m_prompted) {
        // Not from inside the client's signal: the prompt blocks, and open() starts over.
        QTimer::singleShot(0, this, [this] { askForPassword(); });
        return;
    }
    m_console.err(m_client->lastError());
    Q_EMIT gaveUp(Command::Failure);
}

void ClientConnector::askForPassword()
{
    m_prompted = true;
    const QString url = m_client->options().url.toDisplayString(QUrl::RemoveUserInfo);
    const auto answer =
        PasswordSource::promptOnTerminal(Tr::tr("Password for the game at %1: ").arg(url));
    switch (answer.status) {
    case PasswordSource::PromptStatus::NoTerminal:
        m_console.err(Tr::tr("This game requires a password: set ICRP_PASSWORD or run ic-tool in a "
                             "terminal to be asked."));
        Q_EMIT gaveUp(Command::Failure);
        return;
    case PasswordSource::PromptStatus::Cancelled:
        m_console.err(Tr::tr("No password entered."));
        Q_EMIT gaveUp(Command::Failure);
        return;
    case PasswordSource::PromptStatus::Entered:
        break;
    }
    if (answer.password.isEmpty()) {
        m_console.err(Tr::tr("No password entered. This game requires one."));
        Q_EMIT gaveUp(Command::Failure);
        return;
    }
    IcrpClient::Options options = m_client->options();
    options.password = answer.password;
    m_client->setOptions(options);
    m_client->open();
}

} // namespace iccli
