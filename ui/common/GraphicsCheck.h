#pragma once
// Whether the window can draw with OpenGL, decided once before any widget is made. The overlay
// previews (QtWebEngine) are Qt Quick scenes in QQuickWidgets, and Qt Quick draws with OpenGL by
// default: on a display that offers none (a VM, Xvfb without GLX, QT_XCB_GL_INTEGRATION=none) the
// first preview gets no QRhi ("QQuickWidget: Failed to get a QRhi"), the top-level is re-created
// for it and the whole window turns black — or Qt 6.4 crashes in its first flush. There Qt Quick
// is switched to its software renderer and Chromium to --disable-gpu, and the log says so once.

namespace icui {

class GraphicsCheck
{
public:
    enum class Drawing { OpenGL, Software };

    /// After the QApplication exists, before any widget or web view: checks OpenGL and, without
    /// it, makes Qt Quick and Chromium draw in software (unless QT_QUICK_BACKEND or
    /// QSG_RHI_BACKEND chose a renderer). Returns how the window draws.
    static Drawing prepare();
    /// Whether an OpenGL context can be made and made current here (false at once when
    /// QT_XCB_GL_INTEGRATION=none, without asking the platform, which would only warn).
    static bool openGLWorks();

private:
    static void useSoftware();
};

} // namespace icui
