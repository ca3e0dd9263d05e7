#include "toolcheck/PageProbe.h"

#include <QUrl>
#include <QWebEngineProfile>

namespace ictoolcheck {

PageProbe::PageProbe(QObject *parent)
    : QWebEnginePage(new QWebEngineProfile, parent) // off the record: no storage name
{
    profile()->setParent(this); // goes after the page: children are deleted last
}

void PageProbe::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level,
                                         const QString &message, int lineNumber,
                                         const QString &sourceId)
{
    if (level != ErrorMessageLevel)
        return;
    const QString path = QUrl(sourceId).path().mid(1);
    Q_EMIT problem(message,
                   path.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(path).arg(lineNumber));
}

} // namespace ictoolcheck
