#include "icrp/server/IcrpExchange.h"

#include <QJsonArray>

namespace icrp {

IcrpExchange::IcrpExchange(bool batch, Finish finish) : m_batch(batch), m_finish(std::move(finish))
{
}

int IcrpExchange::reserve()
{
    m_answers.append(QJsonObject());
    m_filled.append(false);
    ++m_outstanding;
    return int(m_answers.size()) - 1;
}

void IcrpExchange::fill(int slot, const QJsonObject &answer)
{
    if (m_done || slot < 0 || slot >= m_answers.size() || m_filled.at(slot))
        return;
    m_answers[slot] = answer;
    m_filled[slot] = true;
    --m_outstanding;
    if (m_sealed && m_outstanding == 0)
        finish(std::nullopt);
}

void IcrpExchange::fail(const std::optional<QJsonObject> &answer, CloseCode code,
                        const QString &reason)
{
    if (m_done)
        return;
    if (answer)
        this->answer(*answer);
    finish(Fatal{code, reason});
}

void IcrpExchange::seal()
{
    if (m_sealed)
        return;
    m_sealed = true;
    if (!m_done && m_outstanding == 0)
        finish(std::nullopt);
}

void IcrpExchange::finish(const std::optional<Fatal> &fatal)
{
    m_done = true;
    QJsonArray filled;
    for (qsizetype i = 0; i < m_answers.size(); ++i) {
        if (m_filled.at(i))
            filled.append(m_answers.at(i));
    }
    // Keep the callbacks alive even if running them drops the last owner of this exchange.
    const Finish finishFn = std::move(m_finish);
    const QList<std::function<void()>> after = std::move(m_after);
    m_answers.clear();
    m_filled.clear();
    if (filled.isEmpty()) {
        if (finishFn)
            finishFn(nullptr, fatal);
    } else {
        const QJsonValue answer = m_batch ? QJsonValue(filled) : filled.first();
        if (finishFn)
            finishFn(&answer, fatal);
    }
    for (const auto &action : after)
        action();
}

} // namespace icrp
