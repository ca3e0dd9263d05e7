// Panel: the overlay host and the tools' tokens.

#include "panel/Panel.h"
#include "panel/Tr.h"

#include "PanelPrivate.h"

#include "icrp/protocol/IcrpAuth.h"

#include <QPointer>

namespace icpanel {

ic::Result<void> Panel::startHost(quint16 port)
{
    if (d->host)
        return ic::Error{QStringLiteral("host.running"),
                         Tr::tr("The overlay host is already running on %1.").arg(d->host->url())};
    ichost::OverlayHost::Options options;
    options.port = port;
    auto host = std::make_unique<ichost::OverlayHost>(tools(), options);
    if (const auto started = host->start(); !started)
        return d->logged(
            {started.error().code,
             Tr::tr("Tools' overlays cannot be served: %1").arg(started.error().message)});
    d->host = std::move(host);
    d->log->info(Tr::tr("Overlay host listening on %1").arg(d->host->url()));
    if (status() == Status::Connected)
        d->host->setGame(d->current.url, d->password);
    for (const ictools::InstalledTool &tool : tools()->tools())
        d->provideToolToken(tool.id);
    return ic::success();
}

ichost::OverlayHost *Panel::host() const
{
    return d->host.get();
}

void Panel::Private::provideToolToken(const QString &toolId)
{
    const QString key = icsecrets::SecretStore::toolTokenKey(toolId);
    QPointer<Panel> self(q);
    secrets->read(key, [self, toolId, key](const icsecrets::SecretResult &r) {
        if (!self || !self->d->host)
            return;
        if (r.ok()) {
            self->d->host->setToolToken(toolId, *r);
            return;
        }
        if (!icsecrets::isNotFound(r)) {
            self->d->log->error(r.error().message);
            return;
        }
        // A tool installed before the panel gave tokens, or by ic-tool: make its token now.
        const QString token = icrp::IcrpAuth::generatePassword(32);
        self->d->secrets->write(
            key, token, [self, toolId, token](const icsecrets::SecretResult &w) {
                if (!self || !self->d->host)
                    return;
                if (!w.ok())
                    self->d->log->error(w.error().message);
                self->d->host->setToolToken(toolId, token); // in memory either way
            });
    });
}

} // namespace icpanel
