// ToolsPage: installing a package (inspect, ask, install) and choosing one with the file dialog.
#include "ui/Tr.h"
#include "ui/tools/InstallDialog.h"
#include "ui/tools/ProgressRun.h"
#include "ui/tools/ToolsPage.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/FileDialog.h"
#include "ui/common/MessageBar.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "tools/ToolRegistry.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

namespace icui {

void ToolsPage::chooseAndInstall()
{
    // The folder packages were last chosen in (this session), else home.
    const QString purpose = QStringLiteral("toolPackages");
    m_focusBeforeChoice = QApplication::focusWidget();
    const QString path = FileDialog::getOpenFileName(
        this, Tr::tr("Install Tool"), FileDialog::folderFor(purpose, QDir::homePath()),
        Tr::tr("Workshop tool packages (*.icpkg)"));
    if (path.isEmpty()) {
        returnFocus(std::exchange(m_focusBeforeChoice, nullptr), false);
        return;
    }
    FileDialog::rememberFolder(purpose, path);
    installPackage(path);
}

bool ToolsPage::installPackage(const QString &packagePath)
{
    if (m_busy) {
        m_waiting << packagePath;
        return false;
    }
    m_busy = true;
    QPointer<QWidget> before = std::exchange(m_focusBeforeChoice, nullptr);
    if (!before)
        before = QApplication::focusWidget();
    const bool done = installNow(packagePath);
    m_busy = false;
    returnFocus(before, done);
    if (!m_waiting.isEmpty()) {
        const QString next = m_waiting.takeFirst();
        QMetaObject::invokeMethod(
            this, [this, next] { installPackage(next); }, Qt::QueuedConnection);
    }
    return done;
}

namespace {

/// What a refusal for tool.yaml's problems adds to its message: the problems the message does
/// not already list (warnings; it lists the errors) and who can fix them.
QString manifestAdvice(const ictools::ToolRegistry::Inspection &inspection)
{
    QStringList lines;
    for (const ictools::ManifestProblem &problem : inspection.problems) {
        const QString line = problem.toString();
        if (!inspection.error.message.contains(line) && !lines.contains(line))
            lines << line;
    }
    QString text;
    if (!lines.isEmpty())
        text += QStringLiteral("\n") + lines.join(QLatin1Char('\n'));
    return text + QStringLiteral("\n\n") +
           Tr::tr("Ask the tool's author to fix tool.yaml (\"ic-tool validate\" shows the "
                  "same problems).");
}

/// True when `bytes` are, byte for byte, one of the example packages the panel ships
/// (Panel::exampleOverlays(), as BundledTool checks an installed tool): the author text in
/// tool.yaml is not looked at, since anyone can write "IC Control Panel" there.
bool isBundledPackage(const icpanel::Panel &panel, const QByteArray &bytes)
{
    for (const QString &package : panel.exampleOverlays()) {
        QFile file(package);
        if (file.size() == bytes.size() && file.open(QIODevice::ReadOnly) &&
            file.readAll() == bytes)
            return true;
    }
    return false;
}

} // namespace

bool ToolsPage::installNow(const QString &packagePath)
{
    ictools::ToolRegistry *registry = m_panel.tools();
    const QString file = QFileInfo(packagePath).fileName();
    // How the last install ended is no longer news.
    m_bar->hideMessage();
    if (!m_panel.toolsError().isEmpty()) {
        ActionFeedback::say(this, Tr::tr("%1 was not installed: the list of installed tools "
                                         "cannot be read.")
                                      .arg(file));
        showInstallError(
            Tr::tr("The list of installed tools cannot be read, so nothing can be installed: "
                   "%1\nCheck that %2 is readable, then restart the panel.")
                .arg(m_panel.toolsError(), QDir::toNativeSeparators(registry->root())),
            false);
        return false;
    }

    const ictools::ToolRegistry::Inspection inspection =
        runWithProgress(this, Tr::tr("Workshop Tool"), Tr::tr("Reading %1…").arg(file),
                        [registry, packagePath] { return registry->inspect(packagePath); });
    if (inspection.error.code == QLatin1String("tool.already-installed")) {
        selectTool(inspection.manifest->id());
        // Nothing went wrong and nothing needs the user: a blue bar and the status line, as
        // every other outcome, not a box to dismiss.
        const QString text =
            Tr::tr("%1 %2 is already installed; nothing was changed.")
                .arg(inspection.manifest->name(), inspection.manifest->version().toString());
        m_panel.log()->info(text);
        ActionFeedback::say(this, text);
        m_bar->showMessage(MessageBar::Kind::Information, text);
        return false;
    }
    if (inspection.refused()) {
        QString text = Tr::tr("%1 cannot be installed.\n\n%2").arg(file, inspection.error.message);
        if (inspection.packageProblem.breaksSafetyRule()) {
            text +=
                QStringLiteral("\n\n") +
                Tr::tr("The package breaks a safety rule, so none of it was unpacked. Do not use "
                       "this file; ask the tool's author for a package made with "
                       "\"ic-tool package\".");
        } else {
            if (inspection.packageProblem.ok() && ictools::hasErrors(inspection.problems))
                text += manifestAdvice(inspection);
            // Also a file that is no package or a damaged one: its message says what to do.
            text += QStringLiteral("\n\n") + Tr::tr("Nothing was changed.");
        }
        m_panel.log()->warning(
            Tr::tr("%1 was not installed: %2").arg(file, inspection.error.message));
        ActionFeedback::say(this,
                            Tr::tr("%1 was not installed: %2").arg(file, inspection.error.message));
        showInstallError(text, true);
        return false;
    }

    const InstallDialog::Origin origin = isBundledPackage(m_panel, inspection.packageBytes)
                                             ? InstallDialog::Origin::Bundled
                                             : InstallDialog::Origin::Package;
    if (InstallDialog::ask(this, packagePath, inspection, origin) !=
        InstallDialog::Answer::Install) {
        ActionFeedback::say(this, Tr::tr("Nothing was installed."));
        m_bar->showMessage(MessageBar::Kind::Information, Tr::tr("Nothing was installed."));
        return false;
    }

    const ic::Result<ictools::ToolRegistry::Outcome> outcome = runWithProgress(
        this, Tr::tr("Workshop Tool"), Tr::tr("Installing %1…").arg(file), [registry, inspection] {
            // The bytes and the grant the dialog showed; an update asking for more is granted
            // by this one confirmation.
            return registry->install(inspection, ictools::ToolRegistry::MoreAsked::Grant);
        });
    m_panel.noteToolsChanged();
    refresh();
    if (!outcome) {
        m_panel.log()->error(Tr::tr("%1 was not installed: %2").arg(file, outcome.error().message));
        ActionFeedback::say(this,
                            Tr::tr("%1 was not installed: %2").arg(file, outcome.error().message));
        showInstallError(
            Tr::tr("%1 could not be installed: %2\nThe tools installed before are unchanged.")
                .arg(file, outcome.error().message),
            true);
        return false;
    }
    m_panel.log()->info(outcome->message.isEmpty()
                            ? Tr::tr("Installed %1 from %2.").arg(outcome->id, file)
                            : outcome->message);
    selectTool(outcome->id);
    reportInstalled(outcome->id, outcome->kind != ictools::ToolRegistry::Outcome::Installed);
    return true;
}

void ToolsPage::returnFocus(QWidget *before, bool installed)
{
    if (!isVisible())
        return; // another page is in use: its focus is not this page's to move
    if (before && isAncestorOf(before) && before->isVisible() && before->isEnabled() &&
        !installed) {
        before->setFocus(Qt::OtherFocusReason);
        return;
    }
    QWidget *main = installed && m_table->isVisible() ? static_cast<QWidget *>(m_table) : m_install;
    main->setFocus(Qt::OtherFocusReason);
}

void ToolsPage::showInstallError(const QString &text, bool offerAnother)
{
    // On the page, as a success is (KeePassXC's way): no modal box to dismiss first. The bar
    // keeps a paragraph's break as a line break (no blank lines in a bar).
    QString shown = text;
    while (shown.contains(QLatin1String("\n\n")))
        shown.replace(QLatin1String("\n\n"), QLatin1String("\n"));
    m_bar->showMessage(MessageBar::Kind::Error, shown);
    if (offerAnother)
        m_bar->setAction(Tr::tr("Choose Another &Package…"), [this] { chooseAndInstall(); });
}

} // namespace icui
