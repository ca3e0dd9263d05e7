#pragma once
// `ic-tool list [--json]`: the installed tools, one per line: id, version, enabled, tier, and
// "needs approval (VERSION)" for a held update; with --json one JSON object, {"tools": [...]},
// whose keys and values are the same in every language (docs/plugins/scripting.md).
// Exit 0, 1 when the index cannot be read, 2 bad usage.

#include "cli/Command.h"

#include <QList>

namespace ictools {
struct InstalledTool;
} // namespace ictools

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

private:
    void printJson(const QList<ictools::InstalledTool> &tools);
    void printTable(const QList<ictools::InstalledTool> &tools);
};

} // namespace iccli
