#include "i18n/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QTranslator>

Q_LOGGING_CATEGORY(lcI18n, "icpanel.i18n")

namespace ic {

namespace {
const QString ourBaseName = QStringLiteral("ic-control-panel_");
const QString ourFolder = QStringLiteral(":/i18n");
} // namespace

QStringList Translations::available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ru")};
}

QString Translations::nativeName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English"); // not "American English": the one English we have
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QString Translations::match(const QLocale &locale)
{
    // uiLanguages() lists the user's choices in order ("de-DE", "de", "en-US", …).
    for (const QString &wanted : locale.uiLanguages()) {
        const QString code = wanted.section(QLatin1Char('-'), 0, 0).toLower();
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString Translations::systemLanguage()
{
    return match(QLocale::system());
}

QString Translations::install(const QString &code)
{
    const QString language = available().contains(code) ? code : systemLanguage();
    auto *app = QCoreApplication::instance();
    // English: only the plural forms ("%n match(es)" → "1 match", "2 matches"); every other
    // text is the source text.
    auto *ours = new QTranslator(app);
    if (ours->load(ourFolder + QLatin1Char('/') + ourBaseName + language))
        QCoreApplication::installTranslator(ours);
    else
        qCWarning(lcI18n) << "no built-in translation for" << language;
    if (language == QLatin1String("en"))
        return language; // Qt's own texts are English already
    // Qt's own: "Cancel", "&Yes", the file dialog. Debian's qt6-translations-l10n has them.
    auto *qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qt_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        qCInfo(lcI18n) << "Qt's own translation for" << language << "is not installed";
    return language;
}

} // namespace ic
