#pragma once
// `ic-tool dev [--port N] [--game URL] DIR`: the tool in DIR served from an overlay host and
// gateway of ic-tool's own (icdevkit::DevStage) against a simulated match, or the game at URL
// ($ICRP_PASSWORD), granted what its tool.yaml asks for. Prints the page's URL; when a file in
// DIR changes, connected pages load themselves again (a native tool is restarted), and a
// tool.yaml with errors is reported while the last good state keeps being served. Runs until
// interrupted. Exit 0 interrupted; 1 the tool could not be served; 2 bad usage.

#include "cli/Command.h"

#include <QString>
#include <memory>

namespace icdevkit {
class DevStage;
class FolderWatcher;
} // namespace icdevkit

namespace iccli {

class DevCommand final : public Command
{
    Q_OBJECT
public:
    DevCommand(Console &console, const QProcessEnvironment &environment, QObject *parent = nullptr);
    ~DevCommand() override;

    QString name() const override { return QStringLiteral("dev"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
    void interrupt(int signalNumber) override;

private:
    void serve();
    /// A native tool: its output and state on the terminal.
    void followProgram();
    void onChanged();

    std::unique_ptr<icdevkit::DevStage> m_stage;
    icdevkit::FolderWatcher *m_watcher = nullptr;
    /// The folder was gone at the last change (said once until it is back).
    bool m_gone = false;
    QString m_lastGameProblem;
};

} // namespace iccli
