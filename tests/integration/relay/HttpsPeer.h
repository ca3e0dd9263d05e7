#pragma once
// The relay's HTTPS side as a device sees it in the tests: form POSTs (RFC 8628's device flow)
// and GETs to https://127.0.0.1:PORT over real TLS, trusting one CA and nothing else.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QSslCertificate>

class HttpsPeer
{
public:
    struct Answer
    {
        int status = 0;
        QJsonObject json;
        QByteArray body;
        QByteArray contentType;
        QByteArray cacheControl;
        bool tlsFailed = false;

        QString error() const { return json.value(QStringLiteral("error")).toString(); }
    };
    using Form = QList<QPair<QString, QString>>;

    HttpsPeer(const QSslCertificate &ca, quint16 port) : m_ca(ca), m_port(port) {}

    Answer post(const QString &path, const Form &form,
                const QByteArray &contentType = "application/x-www-form-urlencoded") const;
    Answer get(const QString &path) const;
    /// POST /oauth/device_authorization.
    Answer authorize(const QString &clientId, const QString &scope = {}) const;
    /// POST /oauth/token with the device code grant.
    Answer poll(const QString &deviceCode, const QString &clientId) const;

private:
    Answer send(const QByteArray &verb, const QString &path, const QByteArray &body,
                const QByteArray &contentType) const;

    QSslCertificate m_ca;
    quint16 m_port;
};
