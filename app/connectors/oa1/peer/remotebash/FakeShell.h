#pragma once
// The RemoteBash peer's "shell": never a real one. It runs a small fixed allow-list of
// commands, each one-shot (seed 004 §10.3, stateless), and refuses everything else:
//   echo [-n] WORDS...   the words (single and double quotes group), a newline unless -n
//   printf FORMAT        FORMAT with \n \t \\ \a (BEL) \e and \033 (ESC) and %% expanded
//   colors               coloured text as ls --color writes it: ESC [..m sequences and a BEL
//   true                 no output at all (an empty RES)
//   sleep SECONDS        no output, after SECONDS (0-60): the slow one, for timeouts and CANCEL
//   seq N                the numbers 1..N (1-100000), one a line: output over many chunks
// Anything else is refused ("not_allowed"), as a remote agent may refuse a command.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace icconnectors::oa1::bashpeer {

class FakeShell
{
public:
    struct Outcome
    {
        QByteArray output;
        /// Empty when the command ran; else the ERR code and message (seed §7).
        QString errorCode;
        QString errorMessage;
        /// How long the command takes before its output is ready.
        int delayMs = 0;
    };

    static Outcome run(const QByteArray &command);
    static QStringList words(const QByteArray &command);
    static QByteArray expandPrintf(const QString &format);
};

} // namespace icconnectors::oa1::bashpeer
