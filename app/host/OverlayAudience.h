#pragma once
// Who is at the other end of a gateway session, told from the User-Agent it sent: the panel's
// own preview of an overlay (the Overlays page), OBS Studio's browser source, another web
// browser, or a program. The Status page counts an overlay as live in OBS only for OBS's
// sessions. A User-Agent is what the client says about itself, not proof: good for showing the
// streamer where an overlay is open, never for deciding what a session may do.

#include <QString>

namespace icrp {
struct IcrpSessionInfo;
}

namespace ichost {

class OverlayAudience
{
public:
    enum class Kind {
        /// The panel's own QtWebEngine preview (its product token, previewProduct()).
        Preview,
        /// OBS Studio: a browser source (or a custom browser dock) of obs-browser.
        Obs,
        /// Any other web browser ("Mozilla/…").
        Browser,
        /// No browser: a program, a script, a tool without a User-Agent.
        Program,
    };

    static Kind of(const QString &userAgent);
    static Kind of(const icrp::IcrpSessionInfo &session);

    /// The product token the panel's preview appends to its User-Agent:
    /// "ICControlPanelPreview/<version>".
    static QString previewProduct();
    /// `base` (QtWebEngine's own User-Agent) with previewProduct() appended.
    static QString previewUserAgent(const QString &base);
};

} // namespace ichost
