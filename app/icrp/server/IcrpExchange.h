#pragma once
// IcrpServer's bookkeeping for one incoming message or batch (internal): a slot per request in
// arrival order, filled now or later by method handlers; when every slot is filled the answer
// goes out once (the single response, or the batch array; nothing for notifications only). A
// fatal answer (e.g. identify refused) finishes the exchange at once and asks the transport to
// close the connection afterwards.

#include "icrp/protocol/CloseCode.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace icrp {

class IcrpExchange
{
public:
    struct Fatal
    {
        CloseCode code;
        QString reason;
    };
    /// `answer` (the single response object, or the batch array) is null when there is nothing
    /// to send (notifications only); the transport encodes it (JSON or MessagePack).
    using Finish = std::function<void(const QJsonValue *answer, const std::optional<Fatal> &fatal)>;

    IcrpExchange(bool batch, Finish finish);

    /// A slot for one request's answer.
    int reserve();
    /// Fills a slot; ignored once the exchange is done or the slot already answered.
    void fill(int slot, const QJsonObject &answer);
    /// Reserves and fills a slot at once.
    void answer(const QJsonObject &answer) { fill(reserve(), answer); }
    /// Adds `answer` (if any), finishes now with the answers so far, then the transport closes.
    void fail(const std::optional<QJsonObject> &answer, CloseCode code, const QString &reason);
    /// No more messages will be dispatched; finishes when the outstanding answers are in.
    void seal();
    /// Runs after the answer went out (e.g. announce an identified session only after its
    /// client has the identify result).
    void afterFinish(std::function<void()> action) { m_after.append(std::move(action)); }

    bool done() const { return m_done; }

private:
    void finish(const std::optional<Fatal> &fatal);

    bool m_batch;
    Finish m_finish;
    QList<QJsonObject> m_answers;
    QList<bool> m_filled;
    int m_outstanding = 0;
    bool m_sealed = false;
    bool m_done = false;
    QList<std::function<void()>> m_after;
};

} // namespace icrp
