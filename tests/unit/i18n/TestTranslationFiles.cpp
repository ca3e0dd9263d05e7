// The translations as a translator hands them in: each .ts is for its language, every message
// is translated, keeps the placeholders (%1…, %n) and the keyboard accelerator of its source,
// and has as many plural forms as the language needs; every context is one a module declares
// (a string filed under another context is never found at run time). English, the source
// language, has only the plural forms: each %n text's singular and plural, without "(s)". And
// the built-in .qm files load; in English a %n text says "1 match", "2 matches".

#include "TsFile.h"
#include "i18n/Translations.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

class TestTranslationFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void messagesKeepWhatTheProgramNeeds_data();
    void messagesKeepWhatTheProgramNeeds();
    void everyContextIsOneTheProgramLooksUp();
    void builtInTranslationsLoad();
    void englishSaysItsPluralsAndNothingElse();
    void languageNamesAreTheirOwn();
};

namespace {
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?\\d+|%n"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    found.removeDuplicates();
    return found;
}

/// The translation contexts the sources declare (each module's Tr: Q_DECLARE_TR_FUNCTIONS).
QSet<QString> declaredContexts()
{
    static const QRegularExpression re(QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\((\\w+)\\)"));
    QSet<QString> contexts;
    for (const char *folder : {"/app", "/ui"}) {
        QDirIterator it(QStringLiteral(IC_SOURCE_DIR) + QLatin1String(folder),
                        {QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (auto m = re.globalMatch(text); m.hasNext();)
                contexts.insert(m.next().captured(1));
        }
    }
    return contexts;
}

bool hasAccelerator(QString text)
{
    text.remove(QStringLiteral("&&"));
    static const QRegularExpression re(QStringLiteral("&[^\\s&;]"));
    return re.match(text).hasMatch();
}
} // namespace

void TestTranslationFiles::messagesKeepWhatTheProgramNeeds_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pluralForms");
    QTest::addColumn<int>("atLeast");
    QTest::newRow("German") << QStringLiteral("de") << 2 << 1000;
    QTest::newRow("Russian") << QStringLiteral("ru") << 3 << 1000;
    QTest::newRow("English") << QStringLiteral("en") << 2 << 20; // the plural forms only
}

void TestTranslationFiles::messagesKeepWhatTheProgramNeeds()
{
    QFETCH(QString, language);
    QFETCH(int, pluralForms);
    QFETCH(int, atLeast);
    const bool english = language == QLatin1String("en");
    TsFile ts;
    QVERIFY(ts.read(
        QStringLiteral(IC_SOURCE_DIR "/translations/ic-control-panel_%1.ts").arg(language)));
    QVERIFY(ts.language().startsWith(language));
    QVERIFY(ts.messages().size() > atLeast);
    QStringList problems;
    for (const TsMessage &m : ts.messages()) {
        const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
        if (!m.type.isEmpty())
            problems << QStringLiteral("%1 [%2]").arg(where, m.type);
        if (english && !m.numerus)
            problems << where + QStringLiteral(" [English holds the plural forms only]");
        if (m.numerus && m.translations.size() != pluralForms)
            problems
                << QStringLiteral("%1 [%2 plural forms]").arg(where).arg(m.translations.size());
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty())
                problems << where + QStringLiteral(" [empty]");
            else if (placeholders(t) != placeholders(m.source))
                problems << where + QStringLiteral(" [placeholders: ") + t + QLatin1Char(']');
            else if (hasAccelerator(t) != hasAccelerator(m.source))
                problems << where + QStringLiteral(" [accelerator: ") + t + QLatin1Char(']');
            else if (english &&
                     (t.contains(QLatin1String("(s)")) || t.contains(QLatin1String("(es)"))))
                problems << where + QStringLiteral(" [not a real plural: ") + t + QLatin1Char(']');
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslationFiles::everyContextIsOneTheProgramLooksUp()
{
    const QSet<QString> declared = declaredContexts();
    QVERIFY(declared.contains(QStringLiteral("icui")));
    for (const char *language : {"de", "ru", "en"}) {
        TsFile ts;
        QVERIFY(ts.read(QStringLiteral(IC_SOURCE_DIR "/translations/ic-control-panel_%1.ts")
                            .arg(QLatin1String(language))));
        QStringList strays;
        for (const TsMessage &m : ts.messages())
            if (!declared.contains(m.context))
                strays << m.context + QStringLiteral(": ") + m.source.left(60);
        QVERIFY2(strays.isEmpty(), qPrintable(QStringLiteral("lupdate filed these under a context "
                                                             "no Tr declares (write the text in "
                                                             "a function returning QString):\n") +
                                              strays.join(QLatin1Char('\n'))));
    }
}

void TestTranslationFiles::builtInTranslationsLoad()
{
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("ru")}) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/ic-control-panel_") + language));
        QVERIFY(!translator.isEmpty());
        const QString settings = translator.translate("icui", "Settings");
        QCOMPARE(settings, language == QLatin1String("de") ? QStringLiteral("Einstellungen")
                                                           : QStringLiteral("Настройки"));
    }
}

void TestTranslationFiles::englishSaysItsPluralsAndNothingElse()
{
    QCOMPARE(ic::Translations::install(QStringLiteral("en")), QStringLiteral("en"));
    // As the History page's Tr::tr (context icui) asks for it.
    const auto shown = [](int n) {
        return QCoreApplication::translate("icui", "%n match(es) shown: all there are.", nullptr,
                                           n);
    };
    QCOMPARE(shown(1), QStringLiteral("1 match shown: all there are."));
    QCOMPARE(shown(2), QStringLiteral("2 matches shown: all there are."));
    QCOMPARE(shown(0), QStringLiteral("0 matches shown: all there are."));
    QCOMPARE(QCoreApplication::translate("ichistory", "Won %1 of %n match(es) (%2 %).", nullptr, 1),
             QStringLiteral("Won %1 of 1 match (%2 %)."));
    // Everything else stays the source text.
    QCOMPARE(QCoreApplication::translate("icui", "Settings"), QStringLiteral("Settings"));
}

void TestTranslationFiles::languageNamesAreTheirOwn()
{
    QCOMPARE(ic::Translations::available(),
             QStringList({QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ru")}));
    QCOMPARE(ic::Translations::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(ic::Translations::nativeName(QStringLiteral("ru")), QStringLiteral("Русский"));
}

QTEST_MAIN(TestTranslationFiles)
#include "TestTranslationFiles.moc"
