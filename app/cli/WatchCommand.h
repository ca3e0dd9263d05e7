#pragma once
// `ic-tool watch [--url URL] [--tier T] [--msgpack] [--json] [--record FILE [--force]]
// CATEGORY…` (--msgpack: the client speaks MessagePack; the output is the same): one
// line per event, stamped with the game time as m:ss like the panel's Match page (the tick rate
// from ic/match.info on every connect and from game_start; events that come before the answer
// wait for it; the raw tick when the game does not say its rate), until interrupted (SIGINT/SIGTERM
// end it cleanly with exit 0). Follows the client's reconnects and says so on stderr. With --record
// a MatchRecorder also writes the events and state snapshots to FILE (every category the tier may
// see when none are named).

#include "cli/Command.h"
#include "icrp/protocol/Tier.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace iccli {

class ClientConnector;
class MatchRecorder;

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
    struct Event
    {
        QString category;
        QString type;
        qint64 tick = 0;
        QJsonObject data;
    };

    void askTickRate();
    void onEvent(const QString &category, const QString &type, qint64 tick,
                 const QJsonObject &data);
    QString gameTime(qint64 tick) const;
    void printEvent(const QString &category, const QString &type, qint64 tick,
                    const QJsonObject &data);
    void printState();
    bool readCategories(const QStringList &names, icrp::Tier tier, bool recording);

    MatchRecorder *m_recorder = nullptr;
    ClientConnector *m_connector = nullptr;
    QStringList m_categories;
    bool m_json = false;
    int m_tickRate = 0;        // game ticks per second; 0: not known
    bool m_askingRate = false; // ic/match.info asked, not answered: events wait in m_held
    QList<Event> m_held;
};

} // namespace iccli
