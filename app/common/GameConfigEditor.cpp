#include "common/GameConfigEditor.h"

#include <QFile>
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

// Parses TOML text; nullopt with a "FILE:LINE:COLUMN: …" message.
std::optional<toml::table> parseToml(const QByteArray &text, const QString &sourceName,
                                     QString *error)
{
    try {
        return toml::parse(std::string_view(text.constData(), static_cast<size_t>(text.size())),
                           sourceName.toStdString());
    } catch (const toml::parse_error &e) {
        if (error)
            *error = QStringLiteral("%1:%2:%3: %4")
                         .arg(sourceName)
                         .arg(e.source().begin.line)
                         .arg(e.source().begin.column)
                         .arg(qs(e.description()));
        return std::nullopt;
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

std::optional<QByteArray> GameConfigEditor::editString(const QByteArray &text,
                                                       const QString &sourceName,
                                                       const QString &table, const QString &key,
                                                       const QString &value, QString *error)
{
    QString parseError;
    std::optional<toml::table> before = parseToml(text, sourceName, &parseError);
    if (!before) {
        if (error)
            *error = QStringLiteral("%1 does not parse, so it was not changed: %2. Fix the file "
                                    "first.")
                         .arg(sourceName, parseError);
        return std::nullopt;
    }

    const QString source = QString::fromUtf8(text);
    const QString eol =
        source.contains(QLatin1String("\r\n")) ? QStringLiteral("\r\n") : QStringLiteral("\n");
    QStringList lines = source.split(u'\n');
    // split() leaves a '\r' at the end of each line of a CRLF file; keep it out of the way.
    QList<bool> hadCr;
    for (QString &l : lines) {
        hadCr << l.endsWith(u'\r');
        if (hadCr.back())
            l.chop(1);
    }

    static const QRegularExpression header(
        QStringLiteral(R"(^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$)"));
    static const QRegularExpression keyLine(
        QStringLiteral(R"(^(\s*)("[^"]*"|'[^']*'|[A-Za-z0-9_-]+)(\s*=\s*))"));
    static const QRegularExpression anyKeyLine(QStringLiteral(R"(^\s*[^\s#\[])"));

    const QString newValue = quoted(value);
    bool inTable = false;
    int headerLine = -1;
    int lastKeyLine = -1;
    bool done = false;
    for (int i = 0; i < lines.size() && !done; ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().startsWith(QLatin1String("[["))) {
            inTable = false;
            continue;
        }
        const QRegularExpressionMatch h = header.match(line);
        if (h.hasMatch()) {
            if (inTable)
                break; // the table ended without the key
            inTable = unquoteName(h.captured(1)) == table;
            if (inTable)
                headerLine = lastKeyLine = i;
            continue;
        }
        if (!inTable)
            continue;
        const QRegularExpressionMatch k = keyLine.match(line);
        if (k.hasMatch() && unquoteName(k.captured(2)) == key) {
            const qsizetype valueStart = k.capturedEnd(0);
            const ValueEnd end = findValueEnd(lines, i, valueStart);
            if (end.line < 0) {
                if (error)
                    *error = QStringLiteral("%1:%2: cannot find where the value of %3 ends; the "
                                            "file was not changed.")
                                 .arg(sourceName)
                                 .arg(i + 1)
                                 .arg(key);
                return std::nullopt;
            }
            const QString after = lines.at(end.line).mid(end.column);
            lines[i] = line.left(valueStart) + newValue + after;
            hadCr[i] = hadCr.at(end.line);
            for (int j = end.line; j > i; --j) {
                lines.removeAt(j);
                hadCr.removeAt(j);
            }
            done = true;
        } else if (anyKeyLine.match(line).hasMatch()) {
            lastKeyLine = i;
        }
    }
    if (!done) {
        const QString newLine = key + QStringLiteral(" = ") + newValue;
        if (headerLine >= 0) {
            lines.insert(lastKeyLine + 1, newLine);
            hadCr.insert(lastKeyLine + 1, eol.size() == 2);
        } else {
            if (!lines.isEmpty() && lines.back().isEmpty()) {
                lines.removeLast();
                hadCr.removeLast();
            }
            if (!lines.isEmpty()) {
                lines << QString();
                hadCr << (eol.size() == 2);
            }
            lines << (QStringLiteral("[") + table + QStringLiteral("]")) << newLine << QString();
            hadCr << (eol.size() == 2) << (eol.size() == 2) << false;
        }
    }
    for (int i = 0; i < lines.size(); ++i) {
        if (hadCr.at(i))
            lines[i] += u'\r';
    }
    const QByteArray edited = lines.join(u'\n').toUtf8();

    // The edit must mean exactly "the old settings, with this one value changed".
    std::optional<toml::table> after = parseToml(edited, sourceName, &parseError);
    toml::table *expectedTable = nullptr;
    if (toml::node *t = before->get(table.toStdString()))
        expectedTable = t->as_table();
    else
        expectedTable = before->insert(table.toStdString(), toml::table{}).first->second.as_table();
    if (expectedTable)
        expectedTable->insert_or_assign(key.toStdString(), value.toStdString());
    if (!after || !expectedTable || !(*after == *before)) {
        if (error)
            *error = QStringLiteral("Could not change [%1] %2 in %3 without changing something "
                                    "else (%4); the file was not changed. Edit it by hand.")
                         .arg(table, key, sourceName,
                              after ? QStringLiteral("the layout is unusual") : parseError);
        return std::nullopt;
    }
    return edited;
}

bool GameConfigEditor::setString(const QString &path, const QString &table, const QString &key,
                                 const QString &value, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("Cannot read %1: %2").arg(path, in.errorString());
        return false;
    }
    const std::optional<QByteArray> edited =
        editString(in.readAll(), path, table, key, value, error);
    in.close();
    if (!edited)
        return false;

    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(*edited) != edited->size() || !out.commit()) {
        if (error)
            *error = QStringLiteral("Cannot write %1: %2; the file was not changed.")
                         .arg(path, out.errorString());
        return false;
    }
    // Read back what is on disk now and check it says what was asked.
    QFile check(path);
    QString parseError;
    if (!check.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("Cannot read %1 back after writing it: %2")
                         .arg(path, check.errorString());
        return false;
    }
    std::optional<toml::table> written = parseToml(check.readAll(), path, &parseError);
    const std::optional<std::string> got =
        written ? (*written)[table.toStdString()][key.toStdString()].value<std::string>()
                : std::nullopt;
    if (!got || *got != value.toStdString()) {
        if (error)
            *error = QStringLiteral("%1 changed on disk while it was being written; [%2] %3 "
                                    "may not be set. Check the file.")
                         .arg(path, table, key);
        return false;
    }
    return true;
}

} // namespace ic
