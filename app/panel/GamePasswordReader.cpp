#include "panel/GamePasswordReader.h"
#include "panel/Tr.h"

#include "common/GameConfigEditor.h"

#include <QDir>

namespace icpanel {

namespace {

// (Texts apart from ic::Error: lupdate files a function returning ic:: types under ic.)
QString missingText(const QString &file)
{
    return Tr::tr("There is no config file at %1. Start the game once with remote access on (it "
                  "writes a password there), or choose the config.toml the game reads.")
        .arg(file);
}

QString unreadableText(const QString &why)
{
    return Tr::tr("%1 Check that the file belongs to the user who runs the game, or choose "
                  "another file.")
        .arg(why);
}

QString invalidText(const QString &file, int line, int column, const QString &why)
{
    return Tr::tr("%1 is not a valid config file (line %2, column %3: %4). Fix that line, or "
                  "choose the config.toml the game reads.")
        .arg(file)
        .arg(line)
        .arg(column)
        .arg(why);
}

QString noPasswordText(const QString &file)
{
    return Tr::tr("%1 has no password under [remote]. Start the game with remote access on "
                  "([remote] enabled = true): it makes a password and writes it there. Then "
                  "find it again, or reset the password.")
        .arg(file);
}

} // namespace

ic::Result<QString> GamePasswordReader::read(const QString &path)
{
    const QString file = QDir::toNativeSeparators(path);
    ic::GameConfigEditor::ParseError where;
    const ic::Result<std::optional<QString>> password = ic::GameConfigEditor::readString(
        path, QStringLiteral("remote"), QStringLiteral("password"), &where);
    if (!password) {
        const QString &code = password.error().code;
        if (code == QLatin1String("config.missing"))
            return ic::Error{QStringLiteral("find.missing"), missingText(file)};
        if (code == QLatin1String("config.parse"))
            return ic::Error{QStringLiteral("find.invalid"),
                             invalidText(file, where.line, where.column, where.description)};
        // Not a regular file, or too large: GameConfigEditor's words say to pick config.toml.
        const QString &why = password.error().message;
        return ic::Error{QStringLiteral("find.unreadable"),
                         code == QLatin1String("config.unreadable") ? unreadableText(why) : why};
    }
    if (!*password || (*password)->isEmpty())
        return ic::Error{QStringLiteral("find.no_password"), noPasswordText(file)};
    return **password;
}

} // namespace icpanel
