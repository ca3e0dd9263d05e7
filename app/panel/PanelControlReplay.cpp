#include "panel/PanelControlReplay.h"
#include "panel/Tr.h"

#include "panel/Panel.h"
#include "panel/PanelLog.h"

#include <QPointer>
#include <QTimer>
#include <memory>

namespace icpanel {

namespace {
constexpr auto kShow = QLatin1String("replay-show");
constexpr auto kLive = QLatin1String("replay-live");
/// Within ic-tool's own time limit (PanelLink, 10 s): the panel's sentence, not a time-out.
constexpr int kAnswerWithinMs = 8000;

/// Replies once: from the first of the signals or the timer, then lets go of them all.
struct OneReply
{
    PanelControl::Reply reply;
    QList<QMetaObject::Connection> connections;
    QPointer<QTimer> timer;
    bool done = false;

    void send(const QJsonObject &answer)
    {
        if (done)
            return;
        done = true;
        for (const QMetaObject::Connection &c : std::as_const(connections))
            QObject::disconnect(c);
        if (timer)
            timer->deleteLater();
        reply(answer);
    }
};

/// A OneReply whose timer answers `timeoutAnswer` after kAnswerWithinMs.
std::shared_ptr<OneReply> oneReply(Panel *panel, const PanelControl::Reply &reply,
                                   const QJsonObject &timeoutAnswer)
{
    auto once = std::make_shared<OneReply>();
    once->reply = reply;
    once->timer = new QTimer(panel);
    once->timer->setSingleShot(true);
    QObject::connect(once->timer, &QTimer::timeout, panel,
                     [once, timeoutAnswer] { once->send(timeoutAnswer); });
    once->timer->start(kAnswerWithinMs);
    return once;
}
} // namespace

bool PanelControlReplay::handles(const QString &command)
{
    return command == kShow || command == kLive;
}

void PanelControlReplay::answer(Panel *panel, const QJsonObject &request,
                                const PanelControl::Reply &reply)
{
    if (request.value(QLatin1String("command")).toString() == kShow)
        return show(panel, request, reply);
    live(panel, reply);
}

void PanelControlReplay::show(Panel *panel, const QJsonObject &request,
                              const PanelControl::Reply &reply)
{
    const QString replayId = request.value(QLatin1String("replay_id")).toString();
    const qint64 tick = request.value(QLatin1String("tick")).toInteger(0);
    const double speed = request.value(QLatin1String("speed")).toDouble(1.0);
    if (replayId.isEmpty() || replayId.size() > 200 || tick < 0 || speed <= 0 || speed > 16) {
        reply(PanelControl::error(Tr::tr("Not a replay to show: give a replay id, a tick of 0 "
                                         "or more and a speed above 0 and at most 16")));
        return;
    }
    auto once = oneReply(panel, reply,
                         PanelControl::error(Tr::tr("The overlays did not start showing the "
                                                    "replay %1 in time: see the panel's log")
                                                 .arg(replayId)));
    once->connections << QObject::connect(
        panel, &Panel::replayOnStreamChanged, panel,
        [once, replayId](bool showing, const QString &shown) {
            if (showing && shown == replayId)
                once->send(
                    {{QStringLiteral("showing"), true}, {QStringLiteral("replay_id"), replayId}});
        });
    once->connections << QObject::connect(
        panel, &Panel::replayOnStreamFailed, panel,
        [once](const QString &message) { once->send(PanelControl::error(message)); });
    qCInfo(lcPanel).noquote() << "ic-tool asks to show the replay" << replayId.left(80);
    panel->showReplayOnStream(replayId, tick, speed, false);
}

void PanelControlReplay::live(Panel *panel, const PanelControl::Reply &reply)
{
    const QJsonObject done{{QStringLiteral("showing"), false}};
    if (panel->replayOnStream().isEmpty()) {
        panel->endReplayOnStream(); // also one still being loaded
        reply(done);
        return;
    }
    auto once = oneReply(panel, reply, done);
    once->connections << QObject::connect(panel, &Panel::replayOnStreamChanged, panel,
                                          [once, done](bool showing, const QString &) {
                                              if (!showing)
                                                  once->send(done);
                                          });
    panel->endReplayOnStream();
}

} // namespace icpanel
