#pragma once
// `ic-tool list`: the installed tools, one per line: id, version, enabled, tier, and
// "needs approval (VERSION)" for a held update. Exit 0, or 1 when the index cannot be read.

#include "cli/Command.h"

namespace iccli {

class ListCommand final : public Command
{
    Q_OBJECT
public:
    ListCommand(Console &console, const QProcessEnvironment &environment,
                QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("list"); }
    QString help() const override;
    void start(const QStringList &arguments) override;
};

} // namespace iccli
