#pragma once
// `ic-tool init [--template NAME] [--name "Display Name"] DIR`: a new tool in the new folder DIR
// from a template (a filled-in tool.yaml, working code — a page on the JS SDK, or a C++
// program — with each ICRP call commented, and a README that says how to build, run, change
// and package it). The tool's id is DIR's last part. Nothing is written when DIR exists or
// the id is not a valid tool id.
// Exit 0 created; 1 the folder could not be written; 2 bad usage.

#include "cli/Command.h"
#include "common/Result.h"

namespace iccli {

class InitCommand final : public Command
{
    Q_OBJECT
public:
    InitCommand(Console &console, const QProcessEnvironment &environment,
                QObject *parent = nullptr);
    ~InitCommand() override;

    QString name() const override { return QStringLiteral("init"); }
    QString help() const override;
    void start(const QStringList &arguments) override;

    /// The templates' names, the default first.
    static QStringList templates();

private:
    int create(const QString &templateName, const QString &folder, const QString &title);
    /// The commands that build (a program), package and install the new tool.
    void printNextSteps(const QString &templateName, const QString &folder, const QString &id);
    /// Copies the template's files into `folder` (which must not exist), filling in the id and
    /// the name. An error ("init.unwritable") when a file could not be written.
    static ic::Result<void> copyTemplate(const QString &templateName, const QString &folder,
                                         const QString &id, const QString &title);
};

} // namespace iccli
