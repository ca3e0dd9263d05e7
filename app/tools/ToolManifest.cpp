#include "ToolManifest.h"

namespace ictools {

QString transportName(Transport transport)
{
    switch (transport) {
    case Transport::WebSocket:
        return QStringLiteral("websocket");
    case Transport::Http:
        return QStringLiteral("http");
    case Transport::Stdio:
        return QStringLiteral("stdio");
    }
    return {};
}

std::optional<Transport> parseTransport(QStringView name)
{
    for (Transport t : {Transport::WebSocket, Transport::Http, Transport::Stdio}) {
        if (name == transportName(t))
            return t;
    }
    return std::nullopt;
}

QString ToolManifest::manifestFileName()
{
    return QStringLiteral("tool.yaml");
}

ToolManifest::Result ToolManifest::parse(const QByteArray &, const QString &)
{
    return {}; // TODO
}

void ToolManifest::checkFiles(const std::function<bool(const QString &)> &,
                              QList<ManifestProblem> *) const
{
}

QString ToolManifest::deriveId(const QString &)
{
    return {};
}

bool ToolManifest::isValidId(QStringView)
{
    return false;
}

bool ToolManifest::isSafePath(QStringView)
{
    return false;
}

std::optional<QString> ToolManifest::normaliseOrigin(QStringView, QString *)
{
    return std::nullopt;
}

icrp::EventCategories ToolManifest::subscriptionFlags() const
{
    icrp::EventCategories flags;
    for (icrp::EventCategory c : m_subscriptions)
        flags |= c;
    return flags;
}

bool ToolManifest::isBrowserSource() const
{
    return m_entryPoint.endsWith(QLatin1String(".html"), Qt::CaseInsensitive) ||
           m_entryPoint.endsWith(QLatin1String(".htm"), Qt::CaseInsensitive);
}

} // namespace ictools
