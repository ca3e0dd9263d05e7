#include "icrp/server/IcrpServerTestProbe.h"

#include "IcrpServerPrivate.h"

namespace icrp {

IcrpServerTestProbe::IcrpServerTestProbe(IcrpServer &server) : m_server(server) {}

QString IcrpServerTestProbe::openSession(const QString &challenge)
{
    IcrpSession *session = m_server.d->createSession(IcrpSession::Transport::WebSocket);
    session->peer = QHostAddress(QHostAddress::LocalHost);
    session->challenge = challenge;
    return session->id();
}

void IcrpServerTestProbe::receiveText(const QString &sessionId, const QByteArray &utf8)
{
    m_server.d->onWebSocketText(sessionId, QString::fromUtf8(utf8));
}

bool IcrpServerTestProbe::isOpen(const QString &sessionId) const
{
    return m_server.d->findSession(sessionId) != nullptr;
}

bool IcrpServerTestProbe::isIdentified(const QString &sessionId) const
{
    const IcrpSession *session = m_server.d->findSession(sessionId);
    return session && session->identified;
}

void IcrpServerTestProbe::close(const QString &sessionId)
{
    m_server.d->closeSessionNow(m_server.d->findSession(sessionId), CloseCode::Normal, {});
}

QString IcrpServerTestProbe::salt() const
{
    return m_server.d->authenticator->salt();
}

quint64 IcrpServerTestProbe::msgpackEventEncodes() const
{
    return m_server.d->msgpackEventEncodes;
}

bool IcrpServerTestProbe::ticking() const
{
    return m_server.d->tickTimer.isActive();
}

} // namespace icrp
