#pragma once
// ic-tool-check, the program `ic-tool test` starts for its QtWebEngine page (so that ic-tool
// itself starts like a plain Qt program): `ic-tool-check --seconds N DIR|PKG` runs a ToolCheck
// and writes what happens on its standard output as ReportLines. Exit status: 0 no problem
// found; 1 problems found, or the tool could not be stood up; 2 bad usage; 128 + the signal
// when SIGINT or SIGTERM ended it (the tool's program and the stage are stopped first).

#include "toolcheck/ReportLine.h"

#include <QFile>
#include <QObject>
#include <QStringList>
#include <memory>

namespace ictoolcheck {

class ToolCheck;

class CheckProgram : public QObject
{
    Q_OBJECT
public:
    explicit CheckProgram(QObject *parent = nullptr);
    ~CheckProgram() override;

    /// Runs with the application's arguments on its event loop; returns the exit status.
    int run(const QStringList &arguments);

private:
    /// Starts the check; false when it ended at once (exit status in m_exitCode).
    bool start(const QStringList &arguments);
    void write(const ReportLine &line);
    void end(int exitCode);

    QFile m_out;
    std::unique_ptr<ToolCheck> m_check;
    int m_exitCode = 0;
};

} // namespace ictoolcheck
