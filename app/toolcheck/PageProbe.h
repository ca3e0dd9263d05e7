#pragma once
// An off-screen browser page for ic-tool test: loads a tool's page in its own off-the-record
// QtWebEngine profile and reports what a tool author must hear about — script errors,
// console.error() lines and a page that does not load.

#include <QWebEnginePage>

namespace ictoolcheck {

class PageProbe : public QWebEnginePage
{
    Q_OBJECT
public:
    explicit PageProbe(QObject *parent = nullptr);

Q_SIGNALS:
    /// A script error or console.error(): the message and where ("overlay/overlay.js:12").
    void problem(const QString &message, const QString &where);

protected:
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString &message,
                                  int lineNumber, const QString &sourceId) override;
};

} // namespace ictoolcheck
