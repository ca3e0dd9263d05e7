#pragma once
// The languages the panel and ic-tool speak, and loading one: ours from :/i18n (built in) and
// Qt's own (the standard buttons and dialogs) from Qt's translations folder. English, the
// source language, loads only its plural forms ("%n match(es)" → "1 match", "2 matches").

#include <QList>
#include <QLocale>
#include <QString>

namespace ic {

class Translations
{
public:
    /// Language codes with a translation, English (the source language) first.
    static QStringList available();
    /// The language's name in itself ("Deutsch"), for a language menu.
    static QString nativeName(const QString &code);
    /// The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), as one of
    /// available(); English when none of the system's languages is there.
    static QString systemLanguage();
    /// Installs the translators for `code` (one of available(); empty: systemLanguage()) into
    /// the application; returns the language in use. Call once, after the application exists
    /// and before any window is built.
    static QString install(const QString &code = {});

private:
    static QString match(const QLocale &locale);
};

} // namespace ic
