#pragma once
// `ic-tool test [--scenario NAME] [--seconds N] DIR|PKG`: runs the tool against the simulated
// match through a gateway of its own (ictoolcheck::ToolCheck) — a page off-screen in
// QtWebEngine, a program as the panel runs it — drops the game once, and prints every problem
// found. Exit 0 clean; 1 problems found (or the tool could not be started); 2 bad usage.

#include "cli/Command.h"

#include <memory>

namespace ictoolcheck {
class ToolCheck;
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

private:
    void report();

    std::unique_ptr<ictoolcheck::ToolCheck> m_check;
};

} // namespace iccli
