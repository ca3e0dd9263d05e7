#include "panel/GamePasswordReader.h"
#include "panel/Tr.h"

#include "common/GameConfigEditor.h"

#include <QDir>

#include <toml++/toml.h>

#include <string>

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
    const ic::Result<QByteArray> text = ic::GameConfigEditor::read(path);
    if (!text) {
        if (text.error().code == QLatin1String("config.missing"))
            return ic::Error{QStringLiteral("find.missing"), missingText(file)};
        // Not a regular file, or too large: GameConfigEditor's words say to pick config.toml.
        const bool unreadable = text.error().code == QLatin1String("config.unreadable");
        return ic::Error{QStringLiteral("find.unreadable"),
                         unreadable ? unreadableText(text.error().message) : text.error().message};
    }
    toml::table root;
    try {
        root = toml::parse(std::string_view(text->constData(), size_t(text->size())));
    } catch (const toml::parse_error &e) {
        const std::string_view why = e.description();
        return ic::Error{QStringLiteral("find.invalid"),
                         invalidText(file, int(e.source().begin.line), int(e.source().begin.column),
                                     QString::fromUtf8(why.data(), qsizetype(why.size())))};
    }
    const std::optional<std::string> password = root["remote"]["password"].value<std::string>();
    if (!password || password->empty())
        return ic::Error{QStringLiteral("find.no_password"), noPasswordText(file)};
    return QString::fromStdString(*password);
}

} // namespace icpanel
