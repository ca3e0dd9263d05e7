#include "ui/common/GraphicsCheck.h"

#include "panel/PanelLog.h"

#include <QByteArray>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace icui {

GraphicsCheck::Drawing GraphicsCheck::prepare()
{
    if (openGLWorks())
        return Drawing::OpenGL;
    qCInfo(lcPanel) << "No OpenGL on this display: the window draws without OpenGL (the overlay "
                       "previews in software).";
    useSoftware();
    return Drawing::Software;
}

bool GraphicsCheck::openGLWorks()
{
    if (qgetenv("QT_XCB_GL_INTEGRATION") == "none")
        return false;
    QOpenGLContext context;
    if (!context.create())
        return false;
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return false;
    context.doneCurrent();
    return true;
}

void GraphicsCheck::useSoftware()
{
    // A renderer the user chose stays theirs.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") &&
        qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    // Read when the first web view starts QtWebEngine, which is later than this.
    QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
    if (!flags.split(' ').contains("--disable-gpu")) {
        flags = flags.isEmpty() ? QByteArray("--disable-gpu") : flags + " --disable-gpu";
        qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags);
    }
}

} // namespace icui
