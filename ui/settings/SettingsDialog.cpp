#include "ui/settings/SettingsDialog.h"
#include "common/DefaultPorts.h"
#include "i18n/Translations.h"
#include "ui/Tr.h"

#include "ui/common/MessageBox.h"

#include "panel/Panel.h"
#include "panel/PanelSettings.h"
#include "panel/ProfileStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <algorithm>

namespace icui {

SettingsDialog::SettingsDialog(icpanel::Panel &panel, QWidget *parent)
    : QDialog(parent), m_panel(panel)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(Tr::tr("Settings"));
    setAccessibleName(Tr::tr("Settings"));

    const icpanel::ConnectionProfile profile = m_panel.currentProfile();

    auto *game = createGameBox(profile);
    auto *allGames = new QGroupBox(Tr::tr("All games"), this);
    allGames->setObjectName(QStringLiteral("settingsAllGames"));
    auto *allForm = new QFormLayout(allGames);
    addDesktopRows(allForm, allGames);
    addAppearanceRows(allForm, allGames);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(game);
    layout->addWidget(allGames);
    layout->addStretch(1);
    layout->addWidget(buttons);
}

QGroupBox *SettingsDialog::createGameBox(const icpanel::ConnectionProfile &profile)
{
    // What belongs to the game in use (its profile) apart from what holds for every game.
    const bool haveProfile = !profile.name.isEmpty();
    auto *game = new QGroupBox(haveProfile ? Tr::tr("This game (profile: %1)").arg(profile.name)
                                           : Tr::tr("This game (none chosen yet: use Connect…)"),
                               this);
    game->setObjectName(QStringLiteral("settingsThisGame"));
    auto *form = new QFormLayout(game);
    m_url = new QLineEdit(profile.url.toString(), game);
    m_url->setObjectName(QStringLiteral("settingsUrl"));
    m_url->setAccessibleName(Tr::tr("Game URL"));
    m_tier = new QComboBox(game);
    m_tier->setObjectName(QStringLiteral("settingsTier"));
    m_tier->setAccessibleName(Tr::tr("Tier to ask for"));
    for (const icrp::Tier tier : icrp::allTiers())
        m_tier->addItem(icrp::tierName(tier), static_cast<unsigned>(tier));
    m_tier->setCurrentIndex(m_tier->findData(static_cast<unsigned>(profile.tier)));
    m_autoConnect = new QCheckBox(Tr::tr("Connect &when the panel starts"), game);
    m_autoConnect->setObjectName(QStringLiteral("settingsAutoConnect"));
    m_autoConnect->setAccessibleName(Tr::tr("Connect when the panel starts"));
    m_autoConnect->setChecked(profile.autoConnect);
    form->addRow(Tr::tr("&Game URL:"), m_url);
    form->addRow(Tr::tr("T&ier:"), m_tier);
    form->addRow(QString(), m_autoConnect);
    m_url->setEnabled(haveProfile);
    m_tier->setEnabled(haveProfile);
    m_autoConnect->setEnabled(haveProfile);
    return game;
}

void SettingsDialog::addDesktopRows(QFormLayout *form, QWidget *box)
{
    m_trayIcon = new QCheckBox(Tr::tr("Show an icon in the system &tray"), box);
    m_trayIcon->setObjectName(QStringLiteral("settingsTrayIcon"));
    m_trayIcon->setAccessibleName(Tr::tr("Show an icon in the system tray"));
    m_trayIcon->setChecked(m_panel.settings()->trayIconEnabled());
    m_notifications =
        new QCheckBox(Tr::tr("&Notify when the panel connects, disconnects or is refused"), box);
    m_notifications->setObjectName(QStringLiteral("settingsNotifications"));
    m_notifications->setAccessibleName(Tr::tr("Show notifications"));
    m_notifications->setChecked(m_panel.settings()->notificationsEnabled());
    m_notifications->setEnabled(m_trayIcon->isChecked());
    connect(m_trayIcon, &QCheckBox::toggled, m_notifications, &QCheckBox::setEnabled);
    form->addRow(QString(), m_trayIcon);
    form->addRow(QString(), m_notifications);
}

bool SettingsDialog::apply()
{
    icpanel::ConnectionProfile profile = m_panel.currentProfile();
    if (!profile.name.isEmpty()) {
        const QUrl url(m_url->text().trimmed(), QUrl::StrictMode);
        if (!url.isValid() ||
            (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))) {
            MessageBox::warning(this, Tr::tr("Settings"),
                                Tr::tr("\"%1\" is not a game address. Write it like "
                                       "%2.")
                                    .arg(m_url->text(), ic::defaultGameUrl().toString()));
            return false;
        }
        profile.url = url;
        profile.tier = static_cast<icrp::Tier>(m_tier->currentData().toUInt());
        profile.autoConnect = m_autoConnect->isChecked();
        if (profile != m_panel.currentProfile()) {
            // Applies at once: the panel uses it from now on (issue 9, defect 1).
            if (const auto saved = m_panel.updateCurrentProfile(profile); !saved) {
                MessageBox::warning(this, Tr::tr("Settings"), saved.error().message);
                return false;
            }
        }
    }
    m_panel.settings()->setTrayIconEnabled(m_trayIcon->isChecked());
    m_panel.settings()->setNotificationsEnabled(m_notifications->isChecked());
    m_keptScheme =
        static_cast<icpanel::PanelSettings::ColorScheme>(m_colorScheme->currentData().toInt());
    m_panel.settings()->setColorScheme(m_keptScheme);
    const QString language = m_language->currentData().toString();
    if (language != m_panel.settings()->language()) {
        m_panel.settings()->setLanguage(language);
        MessageBox::information(this, Tr::tr("Settings"),
                                Tr::tr("The panel speaks the new language from its next start. "
                                       "Quit it (File → Quit) and start it again."));
    }
    return true;
}

void SettingsDialog::addAppearanceRows(QFormLayout *form, QWidget *box)
{
    const icpanel::PanelSettings *settings = m_panel.settings();
    m_colorScheme = new QComboBox(box);
    m_colorScheme->setObjectName(QStringLiteral("settingsColorScheme"));
    m_colorScheme->setAccessibleName(Tr::tr("Colour scheme"));
    using Scheme = icpanel::PanelSettings::ColorScheme;
    m_colorScheme->addItem(Tr::tr("As the desktop prefers"), int(Scheme::System));
    m_colorScheme->addItem(Tr::tr("Light"), int(Scheme::Light));
    m_colorScheme->addItem(Tr::tr("Dark"), int(Scheme::Dark));
    m_keptScheme = settings->colorScheme();
    m_colorScheme->setCurrentIndex(m_colorScheme->findData(int(m_keptScheme)));
    connect(m_colorScheme, &QComboBox::currentIndexChanged, this, &SettingsDialog::previewScheme);

    m_language = new QComboBox(box);
    m_language->setObjectName(QStringLiteral("settingsLanguage"));
    m_language->setAccessibleName(Tr::tr("Language"));
    m_language->addItem(Tr::tr("The system's (%1)")
                            .arg(ic::Translations::nativeName(ic::Translations::systemLanguage())),
                        QString());
    for (const QString &code : ic::Translations::available())
        m_language->addItem(ic::Translations::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings->language())));
    auto *languageNote = new QLabel(Tr::tr("A new language is used from the next start."), box);
    languageNote->setEnabled(false);

    form->addRow(Tr::tr("&Colour scheme:"), m_colorScheme);
    form->addRow(Tr::tr("&Language:"), m_language);
    form->addRow(QString(), languageNote);
}

SettingsDialog::~SettingsDialog()
{
    restoreScheme();
}

void SettingsDialog::previewScheme()
{
    // The settings are what the window's Appearance follows; the pick is kept there only while
    // the dialog is open, and the scheme in use before goes back unless it is applied.
    m_panel.settings()->setColorScheme(
        static_cast<icpanel::PanelSettings::ColorScheme>(m_colorScheme->currentData().toInt()));
}

void SettingsDialog::restoreScheme()
{
    m_panel.settings()->setColorScheme(m_keptScheme);
}

void SettingsDialog::accept()
{
    if (apply())
        QDialog::accept();
}

void SettingsDialog::done(int result)
{
    if (result != QDialog::Accepted) {
        restoreScheme();
        m_colorScheme->setCurrentIndex(m_colorScheme->findData(int(m_keptScheme)));
    }
    QDialog::done(result);
}

} // namespace icui
