#include "ui/overlays/PreviewPage.h"

#include <QUrl>

namespace icui {

PreviewPage::PreviewPage(QWebEngineProfile *profile, QObject *parent)
    : QWebEnginePage(profile, parent)
{
}

void PreviewPage::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level,
                                           const QString &message, int lineNumber,
                                           const QString &sourceId)
{
    const QString file = QUrl(sourceId).fileName();
    const QString where =
        file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(file).arg(lineNumber);
    Q_EMIT consoleMessage(level == ErrorMessageLevel     ? QStringLiteral("error")
                          : level == WarningMessageLevel ? QStringLiteral("warning")
                                                         : QStringLiteral("info"),
                          message, where);
}

} // namespace icui
