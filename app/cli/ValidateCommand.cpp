#include "cli/ValidateCommand.h"
#include "cli/Tr.h"

#include "cli/JsonText.h"
#include "tools/PackageReader.h"
#include "tools/ToolManifest.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace iccli {

using ictools::ManifestProblem;
using ictools::ToolManifest;

namespace {

QJsonObject problemJson(const ManifestProblem &p)
{
    return {{QStringLiteral("file"), p.file},
            {QStringLiteral("line"), p.line},
            {QStringLiteral("column"), p.column},
            {QStringLiteral("severity"),
             p.isError() ? QStringLiteral("error") : QStringLiteral("warning")},
            {QStringLiteral("rule"), p.rule},
            {QStringLiteral("message"), p.message},
            {QStringLiteral("fix"), p.fix}};
}

} // namespace

ValidateCommand::ValidateCommand(Console &console, const QProcessEnvironment &environment,
                                 QObject *parent)
    : Command(console, environment, parent)
{
}

ValidateCommand::~ValidateCommand() = default;

QString ValidateCommand::help() const
{
    return Tr::tr(
        "Usage: ic-tool validate [--json] tool.yaml|DIR|PACKAGE.icpkg\n"
        "\n"
        "Checks a Workshop tool's manifest (tool.yaml): required fields, tier,\n"
        "transport, subscriptions the tier may have, version, id, overlay size, network\n"
        "origins, and that the entry point and screenshots exist in the package.\n"
        "Given a tool.yaml, its folder is the package; given a folder, its tool.yaml is\n"
        "read; given a .icpkg, the archive is read without extracting it.\n"
        "\n"
        "Every problem is printed as FILE:LINE:COLUMN: error|warning: MESSAGE (FIX).\n"
        "\n"
        "Options:\n"
        "  --json   print one JSON object instead, with the same keys in every\n"
        "           language: {\"file\", \"valid\" (true/false), \"errors\",\n"
        "           \"warnings\", \"tool\" (null, or its \"id\", \"name\", \"version\"),\n"
        "           \"problems\": [{\"file\", \"line\", \"column\", \"severity\" (error\n"
        "           or warning), \"rule\", \"message\", \"fix\"}]}; nothing on\n"
        "           standard output when the input cannot be read (exit status 2)\n"
        "\n"
        "Exit status: 0 no errors (warnings may be printed); 1 errors; 2 bad usage or\n"
        "the input cannot be read.\n"
        "\n"
        "Examples:\n"
        "  ic-tool validate overlays/live-stats\n"
        "  ic-tool validate live-stats-1.2.0.icpkg\n");
}

void ValidateCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"));
    parser.addOption(jsonOption);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        usageError(Tr::tr("give one tool.yaml, tool folder or .icpkg file."));
        return;
    }
    m_json = parser.isSet(jsonOption);
    finish(validate(positional.first()));
}

int ValidateCommand::validate(const QString &target)
{
    const QFileInfo info(target);
    if (!info.exists()) {
        console().err(Tr::tr("ic-tool validate: %1 does not exist.").arg(target));
        return Failure;
    }
    const QString suffix = info.suffix().toLower();
    if (info.isDir() ||
        (info.isFile() && suffix != QLatin1String("icpkg") && suffix != QLatin1String("zip")))
        return validateFolder(info);
    return validatePackage(target);
}

int ValidateCommand::validateFolder(const QFileInfo &info)
{
    const QString root = info.isDir() ? info.filePath() : info.path();
    const QString manifestPath =
        info.isDir() ? QDir(root).filePath(ToolManifest::manifestFileName()) : info.filePath();
    QFile file(manifestPath);
    if (!file.open(QIODevice::ReadOnly)) {
        console().err(
            Tr::tr("ic-tool validate: cannot read %1: %2").arg(manifestPath, file.errorString()));
        return Failure;
    }
    const QByteArray yaml = file.read(ToolManifest::MaxFileSize + 1);
    const QString shownName = QDir::cleanPath(manifestPath);
    return report(shownName, ToolManifest::parse(yaml, shownName, [root](const QString &path) {
                      const QFileInfo f(QDir(root).filePath(path));
                      return f.isFile() && !f.isSymLink();
                  }));
}

int ValidateCommand::validatePackage(const QString &target)
{
    ictools::PackageProblem problem;
    const auto contents = ictools::PackageReader(target).list(&problem);
    const QString shownName = QDir::cleanPath(target) + u'/' + ToolManifest::manifestFileName();
    if (!contents && problem.kind == ictools::PackageProblem::NoManifest) {
        ToolManifest::Result noManifest;
        noManifest.problems.append(
            ManifestProblem::error(shownName, 0, 0, QStringLiteral("no-manifest"),
                                   Tr::tr("the package has no tool.yaml at its root"),
                                   Tr::tr("put tool.yaml in the top folder of the tool and "
                                          "package it again with ic-tool package")));
        report(shownName, noManifest, false);
        return IcrpError;
    }
    if (!contents) {
        console().err(QStringLiteral("ic-tool validate: %1").arg(problem.message));
        return Failure;
    }
    return report(shownName, ToolManifest::parse(contents->manifest, shownName,
                                                 [files = *contents](const QString &path) {
                                                     return files.containsFile(path);
                                                 }));
}

int ValidateCommand::report(const QString &shownName, const ToolManifest::Result &result,
                            bool withSummary)
{
    if (m_json) {
        reportJson(shownName, result);
        return result.manifest ? Success : IcrpError;
    }
    const auto count = [](int n, const QString &one, const QString &many) {
        return (n == 1 ? one : many).arg(n);
    };
    for (const ManifestProblem &problem : result.problems)
        console().out(problem.toString());
    if (!withSummary)
        return IcrpError;
    const int errors = ictools::errorCount(result.problems);
    const int warnings = ictools::warningCount(result.problems);
    if (result.manifest) {
        const ToolManifest &m = *result.manifest;
        console().out(Tr::tr("%1: valid: %2 %3 (id %4), %5")
                          .arg(shownName, m.name(), m.version().toString(), m.id(),
                               count(warnings, Tr::tr("%1 warning"), Tr::tr("%1 warnings"))));
        return Success;
    }
    console().out(Tr::tr("%1: %2, %3")
                      .arg(shownName, count(errors, Tr::tr("%1 error"), Tr::tr("%1 errors")),
                           count(warnings, Tr::tr("%1 warning"), Tr::tr("%1 warnings"))));
    return IcrpError;
}

void ValidateCommand::reportJson(const QString &shownName, const ToolManifest::Result &result)
{
    QJsonArray problems;
    for (const ManifestProblem &problem : result.problems)
        problems.append(problemJson(problem));
    QJsonValue tool = QJsonValue::Null;
    if (result.manifest) {
        const ToolManifest &m = *result.manifest;
        tool = QJsonObject{{QStringLiteral("id"), m.id()},
                           {QStringLiteral("name"), m.name()},
                           {QStringLiteral("version"), m.version().toString()}};
    }
    console().out(JsonText::format(
        QJsonObject{{QStringLiteral("file"), shownName},
                    {QStringLiteral("valid"), result.manifest.has_value()},
                    {QStringLiteral("errors"), ictools::errorCount(result.problems)},
                    {QStringLiteral("warnings"), ictools::warningCount(result.problems)},
                    {QStringLiteral("tool"), tool},
                    {QStringLiteral("problems"), problems}},
        true));
}

} // namespace iccli
