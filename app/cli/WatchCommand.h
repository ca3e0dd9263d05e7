#pragma once
// `ic-tool watch [--url URL] [--tier T] [--json] CATEGORY…`: one line per event until
// interrupted (SIGINT/SIGTERM end it cleanly with exit 0). Follows the client's reconnects and
// says so on stderr.

#include "cli/Command.h"

#include <QStringList>

namespace ictool {

class ClientConnector;

class WatchCommand final : public Command
{
    Q_OBJECT
public:
    WatchCommand(Console &console, const QProcessEnvironment &environment,
                 QObject *parent = nullptr);
    ~WatchCommand() override;

    QString name() const override { return QStringLiteral("watch"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
    void interrupt(int signalNumber) override;

private:
    void printEvent(const QString &category, const QString &type, qint64 tick,
                    const QJsonObject &data);
    void printState();

    ClientConnector *m_connector = nullptr;
    QStringList m_categories;
    bool m_json = false;
};

} // namespace ictool
