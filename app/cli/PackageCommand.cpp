#include "cli/PackageCommand.h"
#include "cli/Tr.h"

#include "tools/PackageWriter.h"
#include "tools/ToolManifest.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace iccli {

using ictools::ManifestProblem;
using ictools::ToolManifest;

PackageCommand::PackageCommand(Console &console, const QProcessEnvironment &environment,
                               QObject *parent)
    : Command(console, environment, parent)
{
}

PackageCommand::~PackageCommand() = default;

QString PackageCommand::help() const
{
    return Tr::tr("Usage: ic-tool package DIR [-o NAME.icpkg]\n"
                  "\n"
                  "Validates the tool in DIR and packages it as a Workshop .icpkg (a zip with\n"
                  "tool.yaml at its root). Files and folders whose names start with '.' are left\n"
                  "out; a symbolic link in DIR is refused. The same folder always gives the same\n"
                  "bytes (sorted entries, fixed dates and permissions).\n"
                  "\n"
                  "Options:\n"
                  "  -o, --output FILE   where to write (default: ID-VERSION.icpkg here)\n"
                  "\n"
                  "Exit status: 0 written; 1 the tool has errors or the package could not be\n"
                  "written (nothing is left behind); 2 bad usage.\n"
                  "\n"
                  "Example:\n"
                  "  ic-tool package overlays/live-stats -o live-stats.icpkg\n");
}

void PackageCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption outputOption(
        QStringList{QStringLiteral("o"), QStringLiteral("output")}, Tr::tr("Output file."),
        QStringLiteral("FILE"));
    parser.addOption(outputOption);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        usageError(Tr::tr("give the tool's folder, e.g. ic-tool package overlays/live-stats."));
        return;
    }
    if (parser.isSet(outputOption) && parser.value(outputOption).isEmpty()) {
        usageError(Tr::tr("-o needs a file name."));
        return;
    }
    finish(package(positional.first(), parser.value(outputOption)));
}

int PackageCommand::package(const QString &sourceDir, QString output)
{
    if (!QFileInfo(sourceDir).isDir()) {
        console().err(Tr::tr("ic-tool package: %1 is not a folder.").arg(sourceDir));
        return Failure;
    }
    const auto files = ictools::PackageWriter::collectFiles(sourceDir);
    if (!files) {
        console().err(Tr::tr("ic-tool package: %1").arg(files.error().message));
        console().err(Tr::tr("No package was written."));
        return IcrpError;
    }
    const QString manifestPath = QDir(sourceDir).filePath(ToolManifest::manifestFileName());
    QFile file(manifestPath);
    if (!files->contains(ToolManifest::manifestFileName()) || !file.open(QIODevice::ReadOnly)) {
        console().err(Tr::tr("ic-tool package: %1 has no tool.yaml; a tool's folder needs one at "
                             "its top.")
                          .arg(sourceDir));
        console().err(Tr::tr("No package was written."));
        return IcrpError;
    }
    const QSet<QString> packaged(files->cbegin(), files->cend());
    const ToolManifest::Result result =
        ToolManifest::parse(file.read(ToolManifest::MaxFileSize + 1), QDir::cleanPath(manifestPath),
                            [&packaged](const QString &path) { return packaged.contains(path); });
    for (const ManifestProblem &problem : result.problems)
        console().out(problem.toString());
    if (!result.manifest) {
        const int errors = ictools::errorCount(result.problems);
        console().err((errors == 1
                           ? Tr::tr("ic-tool package: 1 error in the manifest; no package "
                                    "was written.")
                           : Tr::tr("ic-tool package: %1 errors in the manifest; no package "
                                    "was written.")
                                 .arg(errors)));
        return IcrpError;
    }
    if (output.isEmpty())
        output = QStringLiteral("%1-%2.icpkg")
                     .arg(result.manifest->id(), result.manifest->version().toString());
    if (const auto written = ictools::PackageWriter::write(sourceDir, output); !written) {
        console().err(Tr::tr("ic-tool package: %1").arg(written.error().message));
        console().err(Tr::tr("No package was written."));
        return IcrpError;
    }
    console().out(Tr::tr("Wrote %1: %2 %3, %4 files, %5 bytes.")
                      .arg(output, result.manifest->name(), result.manifest->version().toString())
                      .arg(files->size())
                      .arg(QFileInfo(output).size()));
    return Success;
}

} // namespace iccli
