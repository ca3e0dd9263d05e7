#include "common/StderrLog.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <cstdio>

namespace ic {

namespace {
void writeLine(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QByteArray line = qFormatLogMessage(type, context, message).toLocal8Bit() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}
} // namespace

void logToStderr()
{
    qSetMessagePattern(QStringLiteral(
        "%{time yyyy-MM-ddThh:mm:ss.zzz} %{if-debug}debug%{endif}%{if-info}info%{endif}"
        "%{if-warning}warning%{endif}%{if-critical}error%{endif}%{if-fatal}fatal%{endif} "
        "%{category}: %{message}"));
    qInstallMessageHandler(writeLine);
}

} // namespace ic
