#include "host/OverlayAudience.h"

#include "icrp/server/IcrpSessionInfo.h"

#include <QStringList>

namespace ichost {

namespace {

const QLatin1String kPreviewName("ICControlPanelPreview/");
// obs-browser sets CEF's user_agent_product to "Chrome/<cef version> OBS/<obs version>" (its
// BrowserInit() in obs-browser-plugin.cpp: "allows servers the ability to determine that
// browser panels and browser sources are coming from OBS"), so every browser source and
// browser dock of OBS Studio sends "… Chrome/127.0.6533.120 Safari/537.36 OBS/30.2.3".
const QLatin1String kObsName("OBS/");
const QLatin1String kBrowserName("Mozilla/");

bool hasProduct(const QStringList &tokens, QLatin1String name)
{
    for (const QString &token : tokens) {
        if (token.startsWith(name) && token.size() > name.size())
            return true;
    }
    return false;
}

} // namespace

OverlayAudience::Kind OverlayAudience::of(const QString &userAgent)
{
    const QStringList tokens = userAgent.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (hasProduct(tokens, kPreviewName))
        return Kind::Preview;
    if (hasProduct(tokens, kObsName))
        return Kind::Obs;
    if (!tokens.isEmpty() && tokens.constFirst().startsWith(kBrowserName))
        return Kind::Browser;
    return Kind::Program;
}

OverlayAudience::Kind OverlayAudience::of(const icrp::IcrpSessionInfo &session)
{
    return of(session.userAgent);
}

QString OverlayAudience::previewProduct()
{
    return kPreviewName + QStringLiteral(IC_VERSION);
}

QString OverlayAudience::previewUserAgent(const QString &base)
{
    const QString trimmed = base.trimmed();
    if (of(trimmed) == Kind::Preview)
        return trimmed;
    return trimmed.isEmpty() ? previewProduct() : trimmed + QLatin1Char(' ') + previewProduct();
}

} // namespace ichost
