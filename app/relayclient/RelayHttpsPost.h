#pragma once
// One form POST to a relay's HTTPS endpoints (docs/icrp-spec.md §19.3a: the device flow's
// /oauth/device_authorization and /oauth/token, RFC 7009's /oauth/revoke), with the same TLS
// trust as the relay's wss:// port: a certificate the CA check refuses is judged by TlsTrust
// (accepted only when it is the pinned one). HTTP/1.1, JSON accepted. What comes back is the
// HTTP status and the body as a JSON object, or why there is none; the callers word the errors.
// Deleting the object (or its parent) cancels the request: `done` is then not called.
// RelayDeviceLogin and RelayTokenRevocation make their requests with it. The form may carry a
// secret (a device code, a token): it is never logged.

#include "relayclient/TlsTrust.h"

#include "common/Result.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QUrlQuery>
#include <chrono>
#include <functional>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace icrelayclient {

class RelayHttpsPost : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        /// The relay: wss://HOST:PORT/ or https://HOST:PORT.
        QUrl relayUrl;
        /// "/oauth/token"
        QString path;
        QUrlQuery form;
        TlsTrust trust;
        std::chrono::milliseconds timeout{30'000};
    };

    struct Reply
    {
        /// 0 when no HTTP answer came: see tlsRefusal, then networkError.
        int status = 0;
        /// The body, when it is a JSON object.
        std::optional<QJsonObject> json;
        /// Why there is no answer (QNetworkReply::errorString()).
        QString networkError;
        /// Set when TlsTrust refused the certificate ("relay.tls.untrusted", "relay.tls.changed").
        std::optional<ic::Error> tlsRefusal;
        /// The relay certificate's fingerprint, once a handshake showed one.
        QString fingerprint;
    };
    using Done = std::function<void(const Reply &reply)>;

    /// Sends the POST through `network` (a manager of its own when null). `done` is called
    /// once when it ends; the object then deletes itself (later).
    RelayHttpsPost(QNetworkAccessManager *network, const Request &request, Done done,
                   QObject *parent = nullptr);
    /// Cancels a request under way, without calling `done`.
    ~RelayHttpsPost() override;

    /// https://HOST:PORT<path> of a relay given as wss://HOST:PORT/ or https://HOST:PORT.
    static QUrl endpoint(const QUrl &relayUrl, const QString &path);

private:
    void onSslErrors(const QList<QSslError> &errors);
    void onFinished();

    TlsTrust m_trust;
    Done m_done;
    QPointer<QNetworkReply> m_reply;
    std::optional<ic::Error> m_tlsRefusal;
    QString m_fingerprint;
};

} // namespace icrelayclient
