#include "common/GameConfigEditor.h"
#include "common/Tr.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <toml++/toml.h>

#include <string>

namespace ic {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// Parses TOML text; the error is "FILE:LINE:COLUMN: …" (and in `where`, when given).
Result<toml::table> parseToml(const QByteArray &text, const QString &sourceName,
                              GameConfigEditor::ParseError *where = nullptr)
{
    try {
        return toml::parse(std::string_view(text.constData(), static_cast<size_t>(text.size())),
                           sourceName.toStdString());
    } catch (const toml::parse_error &e) {
        if (where)
            *where = {static_cast<int>(e.source().begin.line),
                      static_cast<int>(e.source().begin.column), qs(e.description())};
        return Error{QStringLiteral("config.parse"), QStringLiteral("%1:%2:%3: %4")
                                                         .arg(sourceName)
                                                         .arg(e.source().begin.line)
                                                         .arg(e.source().begin.column)
                                                         .arg(qs(e.description()))};
    }
}

// Strips the quotes of a bare, "basic" or 'literal' key or table name (no escapes needed for
// the names this editor is used with).
QString unquoteName(QString name)
{
    name = name.trimmed();
    if (name.size() >= 2 && (name.front() == u'"' || name.front() == u'\'') &&
        name.back() == name.front())
        name = name.mid(1, name.size() - 2);
    return name;
}

// Where the value on a `key = value` line ends: index just past it, searching from `start` in
// `lines` (a multi-line string may continue on later lines). -1 when it cannot be found.
struct ValueEnd
{
    int line = -1;
    qsizetype column = -1;
};

ValueEnd findValueEnd(const QStringList &lines, int lineIndex, qsizetype start)
{
    const QString &line = lines.at(lineIndex);
    const QStringView rest = QStringView(line).mid(start);
    for (const QLatin1String delim : {QLatin1String("\"\"\""), QLatin1String("'''")}) {
        if (!rest.startsWith(delim))
            continue;
        qsizetype from = start + 3;
        for (int i = lineIndex; i < lines.size(); ++i) {
            const qsizetype at = lines.at(i).indexOf(delim, i == lineIndex ? from : 0);
            if (at >= 0) {
                qsizetype end = at + 3;
                while (end < lines.at(i).size() && lines.at(i).at(end) == delim.front())
                    ++end; // """ may end with up to two more quotes of content
                return {i, end};
            }
        }
        return {};
    }
    if (rest.startsWith(u'"')) {
        for (qsizetype i = start + 1; i < line.size(); ++i) {
            if (line.at(i) == u'\\')
                ++i;
            else if (line.at(i) == u'"')
                return {lineIndex, i + 1};
        }
        return {};
    }
    if (rest.startsWith(u'\'')) {
        const qsizetype at = line.indexOf(u'\'', start + 1);
        return at < 0 ? ValueEnd{} : ValueEnd{lineIndex, at + 1};
    }
    qsizetype end = line.indexOf(u'#', start);
    if (end < 0)
        end = line.size();
    while (end > start && line.at(end - 1).isSpace())
        --end;
    return {lineIndex, end};
}

} // namespace

QString GameConfigEditor::quoted(const QString &value)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += u'"';
    return out;
}

namespace {

// The file as lines; each remembers whether it ended in "\r\n", so the edit keeps the file's
// line endings as they were.
struct TomlLines
{
    QStringList lines;
    QList<bool> cr;
    bool crlf = false;

    explicit TomlLines(const QByteArray &text)
    {
        const QString source = QString::fromUtf8(text);
        crlf = source.contains(QLatin1String("\r\n"));
        lines = source.split(u'\n');
        for (QString &l : lines) {
            cr << l.endsWith(u'\r');
            if (cr.back())
                l.chop(1);
        }
    }
    void insert(int at, const QString &line, bool endsInCr)
    {
        lines.insert(at, line);
        cr.insert(at, endsInCr);
    }
    void removeAt(int at)
    {
        lines.removeAt(at);
        cr.removeAt(at);
    }
    QByteArray join() const
    {
        QStringList out = lines;
        for (int i = 0; i < out.size(); ++i) {
            if (cr.at(i))
                out[i] += u'\r';
        }
        return out.join(u'\n').toUtf8();
    }
};

// Where `key` of [table] is, or where a new key of that table would go.
struct KeyPlace
{
    int headerLine = -1;  // the [table] line; -1 when the table is missing
    int lastKeyLine = -1; // the table's last key line (or its header)
    int keyLine = -1;     // the key's line; -1 when the table has no such key
    qsizetype valueStart = -1;
};

KeyPlace findKey(const QStringList &lines, const QString &table, const QString &key)
{
    static const QRegularExpression header(
        QStringLiteral(R"(^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$)"));
    static const QRegularExpression keyLine(
        QStringLiteral(R"(^(\s*)("[^"]*"|'[^']*'|[A-Za-z0-9_-]+)(\s*=\s*))"));
    static const QRegularExpression anyKeyLine(QStringLiteral(R"(^\s*[^\s#\[])"));

    KeyPlace place;
    bool inTable = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().startsWith(QLatin1String("[["))) {
            inTable = false;
            continue;
        }
        if (const QRegularExpressionMatch h = header.match(line); h.hasMatch()) {
            if (inTable)
                break; // the table ended without the key
            inTable = unquoteName(h.captured(1)) == table;
            if (inTable)
                place.headerLine = place.lastKeyLine = i;
            continue;
        }
        if (!inTable)
            continue;
        if (const QRegularExpressionMatch k = keyLine.match(line);
            k.hasMatch() && unquoteName(k.captured(2)) == key) {
            place.keyLine = i;
            place.valueStart = k.capturedEnd(0);
            break;
        }
        if (anyKeyLine.match(line).hasMatch())
            place.lastKeyLine = i;
    }
    return place;
}

// Replaces the value at `place` (which may span lines) with `newValue`.
Result<void> replaceValue(TomlLines &file, const KeyPlace &place, const QString &newValue,
                          const QString &sourceName, const QString &key)
{
    const ValueEnd end = findValueEnd(file.lines, place.keyLine, place.valueStart);
    if (end.line < 0)
        return Error{QStringLiteral("config.value-end"),
                     Tr::tr("%1:%2: cannot find where the value of %3 ends; the file was not "
                            "changed. Edit it by hand.")
                         .arg(sourceName)
                         .arg(place.keyLine + 1)
                         .arg(key)};
    const int i = place.keyLine;
    const QString after = file.lines.at(end.line).mid(end.column);
    file.lines[i] = file.lines.at(i).left(place.valueStart) + newValue + after;
    file.cr[i] = file.cr.at(end.line);
    for (int j = end.line; j > i; --j)
        file.removeAt(j);
    return success();
}

// Adds `key = newValue` at the end of [table], or the table with the key at the end of the file.
void addKey(TomlLines &file, const KeyPlace &place, const QString &table, const QString &newLine)
{
    if (place.headerLine >= 0) {
        file.insert(place.lastKeyLine + 1, newLine, file.crlf);
        return;
    }
    if (!file.lines.isEmpty() && file.lines.back().isEmpty())
        file.removeAt(int(file.lines.size()) - 1);
    if (!file.lines.isEmpty())
        file.insert(int(file.lines.size()), QString(), file.crlf);
    const int end = int(file.lines.size());
    file.insert(end, QStringLiteral("[") + table + QStringLiteral("]"), file.crlf);
    file.insert(end + 1, newLine, file.crlf);
    file.insert(end + 2, QString(), false);
}

// The edit must mean exactly "the old settings, with this one value changed".
Result<void> checkMeaning(toml::table before, const QByteArray &edited, const QString &sourceName,
                          const QString &table, const QString &key, const QString &value)
{
    const Result<toml::table> after = parseToml(edited, sourceName);
    toml::table *expectedTable = nullptr;
    if (toml::node *t = before.get(table.toStdString()))
        expectedTable = t->as_table();
    else
        expectedTable = before.insert(table.toStdString(), toml::table{}).first->second.as_table();
    if (expectedTable)
        expectedTable->insert_or_assign(key.toStdString(), value.toStdString());
    if (after && expectedTable && *after == before)
        return success();
    return Error{QStringLiteral("config.edit-unsafe"),
                 Tr::tr("Could not change [%1] %2 in %3 without changing something else (%4); "
                        "the file was not changed. Edit it by hand.")
                     .arg(table, key, sourceName,
                          after ? Tr::tr("the layout is unusual") : after.error().message)};
}

} // namespace

Result<QByteArray> GameConfigEditor::editString(const QByteArray &text, const QString &sourceName,
                                                const QString &table, const QString &key,
                                                const QString &value)
{
    Result<toml::table> before = parseToml(text, sourceName);
    if (!before)
        return Error{QStringLiteral("config.parse"),
                     Tr::tr("%1 does not parse, so it was not changed: %2. Fix the file first.")
                         .arg(sourceName, before.error().message)};
    TomlLines file(text);
    const KeyPlace place = findKey(file.lines, table, key);
    const QString newValue = quoted(value);
    if (place.keyLine >= 0) {
        if (const auto replaced = replaceValue(file, place, newValue, sourceName, key); !replaced)
            return replaced.error();
    } else {
        addKey(file, place, table, key + QStringLiteral(" = ") + newValue);
    }
    QByteArray edited = file.join();
    if (const auto meaning = checkMeaning(*before, edited, sourceName, table, key, value); !meaning)
        return meaning.error();
    return edited;
}

// Reads a config file the user picked: a regular file of a sensible size only, so a device, a
// FIFO or a huge file is refused at once instead of blocking or filling memory.
Result<QByteArray> GameConfigEditor::read(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{QStringLiteral("config.missing"),
                     Tr::tr("%1 does not exist. Pick the game's config.toml.").arg(path)};
    if (!info.isFile())
        return Error{QStringLiteral("config.not-a-file"),
                     Tr::tr("%1 is not a regular file. Pick the game's config.toml.").arg(path)};
    if (info.size() > GameConfigEditor::MaxFileSize)
        return Error{QStringLiteral("config.too-large"),
                     Tr::tr("%1 is %2 bytes, too large for a config file (at most %3). Pick the "
                            "game's config.toml.")
                         .arg(path)
                         .arg(info.size())
                         .arg(GameConfigEditor::MaxFileSize)};
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("config.unreadable"),
                     Tr::tr("Cannot read %1: %2").arg(path, in.errorString())};
    QByteArray text = in.read(GameConfigEditor::MaxFileSize + 1);
    if (text.size() > GameConfigEditor::MaxFileSize)
        return Error{QStringLiteral("config.too-large"),
                     Tr::tr("%1 grew past %2 bytes while being read. Pick the game's config.toml.")
                         .arg(path)
                         .arg(GameConfigEditor::MaxFileSize)};
    return text;
}

Result<std::optional<QString>> GameConfigEditor::readString(const QString &path,
                                                            const QString &table,
                                                            const QString &key,
                                                            ParseError *parseError)
{
    const Result<QByteArray> text = read(path);
    if (!text)
        return text.error();
    const Result<toml::table> root = parseToml(*text, path, parseError);
    if (!root)
        return root.error();
    const std::optional<std::string> value =
        (*root)[table.toStdString()][key.toStdString()].value<std::string>();
    if (!value)
        return std::optional<QString>();
    return std::optional<QString>(QString::fromStdString(*value));
}

Result<void> GameConfigEditor::setString(const QString &path, const QString &table,
                                         const QString &key, const QString &value)
{
    const Result<QByteArray> text = read(path);
    if (!text)
        return text.error();
    const Result<QByteArray> edited = editString(*text, path, table, key, value);
    if (!edited)
        return edited.error();

    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(*edited) != edited->size() || !out.commit())
        return Error{
            QStringLiteral("config.unwritable"),
            Tr::tr("Cannot write %1: %2; the file was not changed.").arg(path, out.errorString())};
    // Read back what is on disk now and check it says what was asked.
    const Result<QByteArray> back = read(path);
    const Result<toml::table> written =
        back ? parseToml(*back, path) : Result<toml::table>(back.error());
    const std::optional<std::string> got =
        written ? (*written)[table.toStdString()][key.toStdString()].value<std::string>()
                : std::nullopt;
    if (!got || *got != value.toStdString())
        return Error{QStringLiteral("config.changed-meanwhile"),
                     Tr::tr("%1 changed on disk while it was being written; [%2] %3 may not be "
                            "set. Check the file.")
                         .arg(path, table, key)};
    return success();
}

namespace {

// Owner read and write only (0600): the file holds, or is about to hold, a secret.
Result<void> restrictToOwner(const QString &path)
{
    QFile file(path);
    if (file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return success();
    return Error{QStringLiteral("config.permissions"),
                 Tr::tr("Cannot make %1 readable by its owner only (mode 0600): %2. The password "
                        "was not written; run the panel as the file's owner, or set it by hand.")
                     .arg(path, file.errorString())};
}

} // namespace

Result<void> GameConfigEditor::setSecretString(const QString &path, const QString &table,
                                               const QString &key, const QString &value)
{
    // Private before the secret goes in: QSaveFile gives the new file the old one's mode.
    if (QFileInfo(path).isFile()) {
        if (const auto restricted = restrictToOwner(path); !restricted)
            return restricted;
    }
    if (const auto saved = setString(path, table, key, value); !saved)
        return saved;
    // Whatever the save did with the mode, the file holds a secret now.
    return restrictToOwner(path);
}

} // namespace ic
