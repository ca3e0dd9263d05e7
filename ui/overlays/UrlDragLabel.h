#pragma once
// "Drag to OBS": a handle that carries a URL when dragged out of the window (OBS makes a
// browser source of a dropped http URL). The URL holds the tool's token, so it is fetched only
// when a drag begins and is never shown.

#include <QLabel>
#include <QUrl>
#include <functional>

class QMimeData;

namespace icui {

class UrlDragLabel : public QLabel
{
    Q_OBJECT
public:
    /// `url` is asked for when a drag starts; an invalid URL starts none.
    UrlDragLabel(const QString &text, std::function<QUrl()> url, QWidget *parent = nullptr);

    /// What a drag would carry now (for tests).
    QMimeData *dragData() const;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    std::function<QUrl()> m_url;
    QPoint m_pressedAt;
};

} // namespace icui
