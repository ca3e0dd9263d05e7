#pragma once
// The web page of one overlay preview: a QWebEnginePage whose console messages (errors first of
// all: a script that throws, a connection the Content-Security-Policy blocks) come out as a
// signal, so the preview can show why an overlay stays empty.

#include <QWebEnginePage>

namespace icui {

class PreviewPage : public QWebEnginePage
{
    Q_OBJECT
public:
    explicit PreviewPage(QWebEngineProfile *profile, QObject *parent = nullptr);

Q_SIGNALS:
    /// "error", "warning" or "info"; the message, and where ("overlay.js:42").
    void consoleMessage(const QString &level, const QString &message, const QString &where);

protected:
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString &message,
                                  int lineNumber, const QString &sourceId) override;
};

} // namespace icui
