#pragma once
// `ic-tool replay show ID [--tick N] [--speed X]` and `ic-tool replay live`: Show on stream
// from a script or a stream deck. The running panel's overlays (its tool gateway) play the
// game's replay ID instead of the live game (docs/icrp-spec.md §18.8), or the live game again.
// Through the panel's control socket (PanelLink → icpanel::PanelControlReplay).
// Exit 0 done; 1 the panel refused (its sentence: unknown replay, no game, no overlay host);
// 2 bad usage, or no panel running.

#include "cli/Command.h"

namespace iccli {

class ReplayCommand final : public Command
{
    Q_OBJECT
public:
    ReplayCommand(Console &console, const QProcessEnvironment &environment,
                  QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("replay"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

private:
    /// Sends `request` to the running panel and prints `done` when it agrees.
    void ask(const QJsonObject &request, const QString &done);
};

} // namespace iccli
