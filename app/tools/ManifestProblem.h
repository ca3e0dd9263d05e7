#pragma once
// One problem found in a tool manifest (tool.yaml): where it is (file, line, column, 1-based),
// how bad it is (an error blocks packaging and installing, a warning does not), what is wrong
// and one plain sentence saying how to fix it. toString() gives the compiler-style line
// `tool.yaml:7:7: error: unknown tier "observor" (use one of: observer, admin, mod, debug)`.

#include <QList>
#include <QString>

namespace ictools {

struct ManifestProblem
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    /// The file as the user named it (e.g. "overlays/live-stats/tool.yaml").
    QString file;
    /// 1-based; 0 when the problem concerns the whole file (then column is 0 too).
    int line = 0;
    int column = 0;
    /// A stable short identifier of the rule, for tests and tools ("unknown-tier", …).
    QString rule;
    /// What is wrong, one sentence, no trailing period.
    QString message;
    /// How to fix it, one sentence; may be empty.
    QString fix;

    bool isError() const { return severity == Severity::Error; }
    /// `file:line:col: error|warning: message (fix)`; `file: …` when line is 0.
    QString toString() const;

    static ManifestProblem error(QString file, int line, int column, QString rule, QString message,
                                 QString fix = {});
    static ManifestProblem warning(QString file, int line, int column, QString rule,
                                   QString message, QString fix = {});
};

/// True when any problem in the list is an error.
bool hasErrors(const QList<ManifestProblem> &problems);
/// How many errors / warnings.
int errorCount(const QList<ManifestProblem> &problems);
int warningCount(const QList<ManifestProblem> &problems);

} // namespace ictools
