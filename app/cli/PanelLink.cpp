#include "cli/PanelLink.h"
#include "cli/Tr.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QLocalSocket>

namespace iccli {

ic::Result<QJsonObject> PanelLink::ask(const ic::PanelRuntime &panel, const QJsonObject &request,
                                       int timeoutMs)
{
    const auto unreachable = [&panel](const QString &why) {
        return ic::Error{
            QStringLiteral("panel.unreachable"),
            Tr::tr("IC Control Panel (process %1) does not answer: %2").arg(panel.pid).arg(why)};
    };
    QLocalSocket socket;
    socket.connectToServer(panel.controlSocket);
    const QDeadlineTimer deadline(timeoutMs);
    if (!socket.waitForConnected(int(deadline.remainingTime())))
        return unreachable(socket.errorString());
    socket.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    while (!socket.canReadLine()) {
        if (deadline.hasExpired() || !socket.waitForReadyRead(int(deadline.remainingTime())))
            return unreachable(Tr::tr("no answer in time"));
    }
    const QJsonObject answer = QJsonDocument::fromJson(socket.readLine()).object();
    if (answer.isEmpty())
        return unreachable(Tr::tr("the answer was not understood"));
    if (answer.contains(QLatin1String("error")))
        return ic::Error{QStringLiteral("panel.refused"),
                         answer.value(QLatin1String("error")).toString()};
    return answer;
}

} // namespace iccli
