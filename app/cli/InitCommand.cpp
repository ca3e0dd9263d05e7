#include "cli/InitCommand.h"
#include "cli/Tr.h"

#include "tools/ToolManifest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>

namespace iccli {

namespace {
const QString kTemplateRoot = QStringLiteral(":/templates/");

/// "my-overlay" → "My Overlay".
QString titleFromId(const QString &id)
{
    QStringList words = id.split(QLatin1Char('-'), Qt::SkipEmptyParts);
    for (QString &word : words)
        word[0] = word.at(0).toUpper();
    return words.join(QLatin1Char(' '));
}

/// The first line of a new tool.yaml: where an editor's YAML language server finds the
/// manifest's JSON Schema (docs/tool-manifest.schema.json) to complete and check each key.
/// Installed: <prefix>/share/ic-control-panel beside <prefix>/bin/ic-tool; in the build:
/// <build>/share/ic-control-panel (installer/CMakeLists.txt copies it there) beside
/// <build>/app/cli/ic-tool. Empty when neither is there: no line that points nowhere.
QString schemaLine()
{
    const QDir program(QCoreApplication::applicationDirPath());
    for (const QString &folder : {QStringLiteral("../share"), QStringLiteral("../../share")}) {
        const QFileInfo schema(program.filePath(
            folder + QStringLiteral("/ic-control-panel/tool-manifest.schema.json")));
        if (schema.isFile())
            return QStringLiteral("# yaml-language-server: $schema=%1\n")
                .arg(QUrl::fromLocalFile(schema.canonicalFilePath()).toString(QUrl::FullyEncoded));
    }
    return {};
}
} // namespace

InitCommand::InitCommand(Console &console, const QProcessEnvironment &environment, QObject *parent)
    : Command(console, environment, parent)
{
}

InitCommand::~InitCommand() = default;

QStringList InitCommand::templates()
{
    return {QStringLiteral("stream-overlay"), QStringLiteral("stats-dashboard"),
            QStringLiteral("native-tool")};
}

QString InitCommand::help() const
{
    return Tr::tr("Usage: ic-tool init [--template TEMPLATE] [--name NAME] DIR\n"
                  "\n"
                  "Makes a new tool in the new folder DIR, ready to run: a filled-in tool.yaml,\n"
                  "working code (a page on the JS SDK, or a C++ program) with each ICRP call it\n"
                  "makes commented, and a README that says how to build, run, change and\n"
                  "package it. The tool's id is DIR's last part (lowercase letters, digits and\n"
                  "'-').\n"
                  "\n"
                  "Templates:\n"
                  "  stream-overlay    an OBS overlay: the clock, team army values, the last kill\n"
                  "                    (the default)\n"
                  "  stats-dashboard   every player's figures and the latest events\n"
                  "  native-tool       a C++ program (Qt 6, built with CMake) the panel runs:\n"
                  "                    it prints the match's events to the panel's log\n"
                  "\n"
                  "Options:\n"
                  "  --template TEMPLATE   which template\n"
                  "  --name NAME           the name people see (default: from the id)\n"
                  "\n"
                  "Exit status: 0 made; 1 the folder could not be written (nothing is left\n"
                  "behind); 2 bad usage, or DIR exists.\n"
                  "\n"
                  "Example:\n"
                  "  ic-tool init --template stream-overlay my-overlay\n"
                  "  ic-tool init --template native-tool my-logger\n");
}

void InitCommand::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption templateOption(QStringLiteral("template"), Tr::tr("Template."),
                                            QStringLiteral("TEMPLATE"), templates().first());
    const QCommandLineOption nameOption(QStringLiteral("name"), Tr::tr("Name."),
                                        QStringLiteral("NAME"));
    parser.addOption(templateOption);
    parser.addOption(nameOption);
    if (!parseArguments(parser, arguments))
        return;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        usageError(Tr::tr("give the new tool's folder, e.g. ic-tool init my-overlay."));
        return;
    }
    const QString templateName = parser.value(templateOption);
    if (!templates().contains(templateName)) {
        usageError(Tr::tr("there is no template \"%1\"; choose one of: %2.")
                       .arg(templateName, templates().join(QStringLiteral(", "))));
        return;
    }
    finish(create(templateName, positional.first(), parser.value(nameOption).trimmed()));
}

int InitCommand::create(const QString &templateName, const QString &folder, const QString &title)
{
    const QString id = QFileInfo(QDir::cleanPath(folder)).fileName();
    if (!ictools::ToolManifest::isValidId(id)) {
        console().err(Tr::tr("ic-tool init: \"%1\" cannot be a tool id: use 2 to 48 lowercase "
                             "letters, digits and '-', e.g. my-overlay.")
                          .arg(id));
        return Failure;
    }
    if (QFileInfo::exists(folder)) {
        console().err(Tr::tr("ic-tool init: %1 already exists; nothing was changed. Pick a new "
                             "folder.")
                          .arg(folder));
        return Failure;
    }
    // The name goes into YAML strings, JS strings and HTML text: quotes, backslashes, markup
    // and control characters are left out.
    QString name = title;
    name.remove(QRegularExpression(QStringLiteral("[\"<>&\\\\\\x00-\\x1f]")));
    if (name.trimmed().isEmpty())
        name = titleFromId(id);
    if (const auto copied = copyTemplate(templateName, folder, id, name); !copied) {
        QDir(folder).removeRecursively();
        console().err(
            Tr::tr("ic-tool init: %1; nothing was left behind.").arg(copied.error().message));
        return IcrpError;
    }
    console().out(Tr::tr("Made %1 (%2) in %3 from the %4 template. Next:")
                      .arg(name, id, QDir::toNativeSeparators(folder), templateName));
    printNextSteps(templateName, folder, id);
    console().out(Tr::tr("%1 says more.").arg(QDir(folder).filePath(QStringLiteral("README.md"))));
    return Success;
}

void InitCommand::printNextSteps(const QString &templateName, const QString &folder,
                                 const QString &id)
{
    if (templateName != QLatin1String("native-tool")) {
        console().out(QStringLiteral("  ic-tool dev %1").arg(folder));
        console().out(QStringLiteral("  ic-tool test %1").arg(folder));
        console().out(QStringLiteral("  ic-tool package %1 -o %2.icpkg").arg(folder, id));
        console().out(QStringLiteral("  ic-tool install %1.icpkg").arg(id));
        console().out(QStringLiteral("  ic-tool url %1").arg(id));
        return;
    }
    // A program is built first; the build lays out the package's folder in build/package.
    const QString build = QDir(folder).filePath(QStringLiteral("build"));
    console().out(QStringLiteral("  cmake -S %1 -B %2").arg(folder, build));
    console().out(QStringLiteral("  cmake --build %1").arg(build));
    console().out(QStringLiteral("  ic-tool test %1/package").arg(build));
    console().out(QStringLiteral("  ic-tool package %1/package -o %2.icpkg").arg(build, id));
    console().out(QStringLiteral("  ic-tool install %1.icpkg").arg(id));
}

ic::Result<void> InitCommand::copyTemplate(const QString &templateName, const QString &folder,
                                           const QString &id, const QString &title)
{
    const QString root = kTemplateRoot + templateName;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString relative = source.mid(root.size() + 1);
        const QString target = QDir(folder).filePath(relative);
        QFile in(source);
        if (!QDir().mkpath(QFileInfo(target).path()) || !in.open(QIODevice::ReadOnly)) {
            return ic::Error{QStringLiteral("init.unwritable"),
                             Tr::tr("cannot make %1").arg(QFileInfo(target).path())};
        }
        QString text = QString::fromUtf8(in.readAll());
        text.replace(QStringLiteral("@ID@"), id).replace(QStringLiteral("@NAME@"), title);
        if (relative == ictools::ToolManifest::manifestFileName())
            text.prepend(schemaLine());
        QSaveFile out(target);
        if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit()) {
            return ic::Error{QStringLiteral("init.unwritable"),
                             Tr::tr("cannot write %1: %2").arg(target, out.errorString())};
        }
    }
    return ic::success();
}

} // namespace iccli
