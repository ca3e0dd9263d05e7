#pragma once
// `ic-tool approve [--yes] ID`: shows what a held update of ID changes and what the new
// version may do, asks "Approve? [y/N]" on the terminal unless --yes, then switches the tool to
// that version with those permissions. Exit 0 approved; 1 nothing held or declined; 2 bad
// usage or no terminal.

#include "cli/Command.h"

namespace iccli {

class ApproveCommand final : public Command
{
    Q_OBJECT
public:
    ApproveCommand(Console &console, const QProcessEnvironment &environment,
                   QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("approve"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
};

} // namespace iccli
