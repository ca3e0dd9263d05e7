#pragma once
// `ic-tool call [--url URL] [--tier T] [--timeout S] METHOD [JSON-PARAMS]`: one request, the
// result as indented JSON on stdout (exit 0); an ICRP error on stderr (exit 1); no connection
// or no answer (exit 2).

#include "cli/Command.h"

#include <QJsonValue>

namespace iccli {

class ClientConnector;

class CallCommand final : public Command
{
    Q_OBJECT
public:
    CallCommand(Console &console, const QProcessEnvironment &environment,
                QObject *parent = nullptr);
    ~CallCommand() override;

    QString name() const override { return QStringLiteral("call"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    void send();

    ClientConnector *m_connector = nullptr;
    QString m_method;
    QJsonValue m_params = QJsonValue(QJsonValue::Undefined);
    std::chrono::milliseconds m_timeout{0};
};

} // namespace iccli
