#include "connectors/oa1/peer/remotebash/FakeShell.h"

namespace icconnectors::oa1::bashpeer {
namespace {

FakeShell::Outcome refused(const QString &code, const QString &message)
{
    FakeShell::Outcome outcome;
    outcome.errorCode = code;
    outcome.errorMessage = message;
    return outcome;
}

FakeShell::Outcome echo(QStringList args)
{
    const bool newline = args.value(0) != QLatin1String("-n");
    if (!newline)
        args.removeFirst();
    return {args.join(u' ').toUtf8() + (newline ? "\n" : ""), {}, {}, 0};
}

FakeShell::Outcome seq(const QStringList &args)
{
    bool ok = false;
    const int n = args.value(0).toInt(&ok);
    if (!ok || n < 1 || n > 100000)
        return refused(QStringLiteral("bad_args"), QStringLiteral("seq takes N, 1 to 100000"));
    QByteArray out;
    for (int i = 1; i <= n; ++i)
        out += QByteArray::number(i) + '\n';
    return {out, {}, {}, 0};
}

FakeShell::Outcome sleep(const QStringList &args)
{
    bool ok = false;
    const double seconds = args.value(0).toDouble(&ok);
    if (!ok || seconds < 0 || seconds > 60)
        return refused(QStringLiteral("bad_args"), QStringLiteral("sleep takes 0 to 60 seconds"));
    return {{}, {}, {}, int(seconds * 1000)};
}

} // namespace

QStringList FakeShell::words(const QByteArray &command)
{
    QStringList out;
    QString word;
    bool inWord = false;
    QChar quote;
    for (const QChar c : QString::fromUtf8(command)) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == u'\'' || c == u'"') {
            quote = c;
            inWord = true;
        } else if (c == u' ' || c == u'\t') {
            if (inWord)
                out.append(std::exchange(word, {}));
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        out.append(word);
    return out;
}

QByteArray FakeShell::expandPrintf(const QString &format)
{
    const QByteArray in = format.toUtf8();
    QByteArray out;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const char c = in[i];
        if (c == '%' && i + 1 < in.size() && in[i + 1] == '%') {
            out += '%';
            ++i;
        } else if (c == '\\' && i + 1 < in.size()) {
            const char e = in[++i];
            if (e == 'n')
                out += '\n';
            else if (e == 't')
                out += '\t';
            else if (e == 'a')
                out += '\a';
            else if (e == 'e')
                out += '\x1b';
            else if (e == '\\')
                out += '\\';
            else if (e == '0' && in.mid(i, 3) == "033") {
                out += '\x1b';
                i += 2;
            } else
                out += QByteArray{'\\', e};
        } else {
            out += c;
        }
    }
    return out;
}

FakeShell::Outcome FakeShell::run(const QByteArray &command)
{
    QStringList args = words(command);
    const QString name = args.isEmpty() ? QString() : args.takeFirst();
    if (name == QLatin1String("echo"))
        return echo(args);
    if (name == QLatin1String("printf") && !args.isEmpty())
        return {expandPrintf(args.first()), {}, {}, 0};
    if (name == QLatin1String("colors"))
        return {"\x1b[1;31mred\x1b[0m \x1b[32mgreen\x1b[0m\x07\n", {}, {}, 0};
    if (name == QLatin1String("true") && args.isEmpty())
        return {};
    if (name == QLatin1String("sleep"))
        return sleep(args);
    if (name == QLatin1String("seq"))
        return seq(args);
    return refused(QStringLiteral("not_allowed"),
                   QStringLiteral("%1: not in this fake shell's allow-list (echo, printf, "
                                  "colors, true, sleep, seq)")
                       .arg(name.isEmpty() ? QStringLiteral("(empty)") : name));
}

} // namespace icconnectors::oa1::bashpeer
