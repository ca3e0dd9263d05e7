#pragma once
// `ic-tool test [--scenario NAME | --replay FILE] [--seconds N] DIR|PKG`: runs the tool against
// the simulated match (or a replay: a recording of ic-tool watch --record or a game's .icrep,
// checked here and handed to ic-tool-check as --replay FILE) through a gateway of its own — a
// page off-screen in QtWebEngine, a program as the panel runs it — drops the game once, and
// prints every problem found. The run itself is ic-tool-check's (app/toolcheck:
// ictoolcheck::ToolCheck), started here with the checked arguments; its ReportLines are printed
// as they come, so ic-tool loads no QtWebEngine. Exit 0 clean; 1 problems found (or the tool
// could not be started); 2 bad usage.

#include "cli/Command.h"

#include <QProcess>

namespace ictoolcheck {
struct ReportLine;
}

namespace iccli {

class TestCommand final : public Command
{
    Q_OBJECT
public:
    TestCommand(Console &console, const QProcessEnvironment &environment,
                QObject *parent = nullptr);
    ~TestCommand() override;

    QString name() const override { return QStringLiteral("test"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
    void interrupt(int signalNumber) override;

    /// The simulated matches a tool can be tested against.
    static QStringList scenarios();
    /// ic-tool-check: beside ic-tool (the build), else in ic-tool's IC_TOOL_CHECK_DIR
    /// (installed: ../libexec/ic-control-panel); empty when it is in neither.
    static QString checkerPath();

private:
    /// Whether `path` is a replay ic-remote-mock can play; the problem when it is not.
    static ic::Result<void> checkReplay(const QString &path);
    void runChecker(const QString &source, int seconds);
    void readReport();
    void show(const ictoolcheck::ReportLine &line);
    void checkerEnded(int exitCode, QProcess::ExitStatus status);

    QProcess m_checker;
    QByteArray m_pending;
    int m_seconds = 0;
    /// The replay played instead of the simulated match (absolute); empty: none.
    QString m_replay;
    bool m_reported = false;
};

} // namespace iccli
