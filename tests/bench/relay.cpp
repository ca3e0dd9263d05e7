// bench-relay: what the Tournament page costs the panel against the number of relay games
// (issue 32): 1, 50 and 200 games on one relay and 3 relays of 200, after a baseline with no
// relay. Each setup runs in a child process of its own (this program again, --phase), so its
// memory growth is measured over its own baseline and nothing is left over from the setup
// before. The child makes a panel (no game) and its main window on the Tournament page, starts
// ic-relay-mock as separate processes (their CPU is not the panel's), makes an admin token for
// each, adds each relay as the demo adds its own (RelayHost::addSessionRelay, the relay's printed
// fingerprint pinned), waits for every game to be a row, lets it settle, then measures over a
// fixed window: its own CPU (% of one core), its PSS and RSS growth over the baseline (the same
// window and page with no relay), the lateness of a 50 ms timer and how much of it the GUI
// thread worked, the signals the page's model emits, the table's paints and the bytes read; then
// the time from a scroll to the table's end (or back to its start) to the end of that paint.
// Not a test: nothing passes or fails here (docs/performance.md). Needs a display (Xvfb): run it
// under scripts/test-session.sh.

#include "ProcessStats.h"

#include "ui/MainWindow.h"
#include "ui/tournament/TournamentPage.h"

#include "panel/Panel.h"
#include "panel/RelayHost.h"
#include "panel/RelayProfile.h"
#include "relayclient/RelayConnection.h"
#include "relayclient/TournamentModel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <csignal>
#include <ctime>
#include <functional>
#include <memory>
#include <sys/prctl.h>
#include <unistd.h>

namespace {

using icrelayclient::RelayConnection;
using icrelayclient::TournamentModel;

// ---- waiting without QTest::qWait (it sleeps 10 ms between rounds, which a timer would see)

void runFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitUntil(const std::function<bool()> &done, int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms)
            return false;
        runFor(20);
    }
    return true;
}

// ---- one ic-relay-mock, a process of its own

class RelayProcess
{
public:
    /// Starts the relay with `games` games and makes an admin token; false after saying why.
    bool start(int games, QTextStream &err)
    {
        m_process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
        QObject::connect(&m_process, &QProcess::readyReadStandardError, [this] {
            if (m_stderr.size() < 65536)
                m_stderr += m_process.readAllStandardError();
            else
                m_process.readAllStandardError(); // keep the pipe from filling
        });
        m_process.start(QStringLiteral(IC_RELAY_PATH),
                        {QStringLiteral("--games"), QString::number(games),
                         QStringLiteral("--port"), QStringLiteral("0"),
                         QStringLiteral("--data-dir"), m_dataDir.path()});
        static const QRegularExpression kUrl(QStringLiteral("listening on (wss://\\S+)"));
        static const QRegularExpression kPrint(QStringLiteral("fingerprint: ([0-9A-F:]{95})"));
        QString url, print;
        waitUntil(
            [&] {
                m_stdout += m_process.readAllStandardOutput();
                url = kUrl.match(QString::fromUtf8(m_stdout)).captured(1);
                print = kPrint.match(QString::fromUtf8(m_stderr)).captured(1);
                return (!url.isEmpty() && !print.isEmpty()) ||
                       m_process.state() == QProcess::NotRunning;
            },
            20'000);
        if (url.isEmpty() || print.isEmpty()) {
            err << "ic-relay-mock did not start: " << m_stderr << Qt::endl;
            return false;
        }
        m_url = QUrl(url);
        m_fingerprint = print;
        return makeToken(err);
    }

    RelayConnection::Options options() const
    {
        RelayConnection::Options o;
        o.url = m_url;
        o.token = m_token;
        o.tier = icrp::Tier::Admin;
        o.trust.pinnedFingerprint = m_fingerprint;
        return o;
    }

    qint64 pid() const { return m_process.processId(); }
    bool running() const { return m_process.state() == QProcess::Running; }
    /// How it ended and the end of what it said, for a relay that ended before it was stopped.
    QString ending() const
    {
        return QStringLiteral("exit %1 (%2): %3")
            .arg(m_process.exitCode())
            .arg(m_process.exitStatus() == QProcess::CrashExit ? QStringLiteral("crashed")
                                                               : QStringLiteral("exited"))
            .arg(QString::fromUtf8(m_stderr.right(600)));
    }

    void stop()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(2000);
    }

private:
    bool makeToken(QTextStream &err)
    {
        QProcess token;
        token.start(QStringLiteral(IC_RELAY_PATH),
                    {QStringLiteral("token"), QStringLiteral("create"), QStringLiteral("--tier"),
                     QStringLiteral("admin"), QStringLiteral("--expires"), QStringLiteral("1h"),
                     QStringLiteral("--data-dir"), m_dataDir.path()});
        token.waitForFinished(20'000);
        m_token = QString::fromUtf8(token.readAllStandardOutput()).section(u'\n', 0, 0).trimmed();
        if (token.exitCode() != 0 || m_token.isEmpty()) {
            err << "no token: " << token.readAllStandardError() << Qt::endl;
            return false;
        }
        return true;
    }

    QTemporaryDir m_dataDir;
    QProcess m_process;
    QByteArray m_stdout, m_stderr;
    QUrl m_url;
    QString m_fingerprint;
    QString m_token;
};

// ---- the window: the panel's main window on its Tournament page

/// Notes when each paint of a widget ended: it paints the widget itself, in its event filter.
class PaintClock : public QObject
{
public:
    PaintClock(QWidget *widget, const QElapsedTimer &clock) : m_clock(clock)
    {
        widget->installEventFilter(this);
    }
    qint64 paints = 0;
    qint64 lastPaintEndNs = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || m_inside)
            return false;
        m_inside = true;
        watched->event(event); // the widget's own paint, so its end can be timed
        m_inside = false;
        ++paints;
        lastPaintEndNs = m_clock.nsecsElapsed();
        return true;
    }

private:
    const QElapsedTimer &m_clock;
    bool m_inside = false;
};

/// The panel (no game, its settings in a scratch folder) and its window on the Tournament page;
/// relays are added as the demo's are, for this run only (RelayHost::addSessionRelay).
class Window
{
public:
    explicit Window(const QElapsedTimer &clock)
        : m_panel(options(m_scratch)), m_window(m_panel),
          model(*m_window.tournamentPage()->model()), table(*m_window.tournamentPage()->table()),
          paints(table.viewport(), clock)
    {
        m_window.resize(1280, 900);
        m_window.show();
        m_window.showPage(icui::MainWindow::Page::Tournament);
    }

    void addRelay(const QString &name, const RelayConnection::Options &o)
    {
        icpanel::RelayProfile profile;
        profile.name = name;
        profile.url = o.url;
        profile.pinnedFingerprint = o.trust.pinnedFingerprint;
        profile.tier = o.tier;
        m_panel.relays()->addSessionRelay(profile, o.token);
    }
    RelayConnection *connection(const QString &name) const
    {
        return m_panel.relays()->connection(name);
    }
    void closeRelays() { m_panel.relays()->closeAll(); }

private:
    static icpanel::Panel::Options options(const QTemporaryDir &scratch)
    {
        icpanel::Panel::Options o;
        o.settingsFile = scratch.filePath(QStringLiteral("panel.ini"));
        o.toolsRoot = scratch.filePath(QStringLiteral("tools"));
        return o;
    }

    QTemporaryDir m_scratch;
    icpanel::Panel m_panel;
    icui::MainWindow m_window;

public:
    TournamentModel &model;
    QTableView &table;
    PaintClock paints;
};

// ---- what is counted over the window

/// The GUI thread's CPU time so far, in ms (CLOCK_THREAD_CPUTIME_ID: exact, not in ticks).
double threadCpuMs()
{
    timespec t{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// A 50 ms timer's lateness: how much later than 50 ms after the last one each timeout came, and
/// how much of that gap the GUI thread spent working (the rest it waited: for the timer, or for a
/// CPU the machine's other processes had).
class LoopProbe : public QObject
{
public:
    LoopProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(50);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const double cpu = threadCpuMs();
            m_gaps.append({double(m_since.nsecsElapsed()) / 1e6 - 50.0, cpu - m_cpu});
            m_since.start();
            m_cpu = cpu;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_since.start();
        m_cpu = threadCpuMs();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    /// The latest timeout: its lateness and the GUI thread's CPU in its gap, in ms.
    std::pair<double, double> worst() const
    {
        if (m_gaps.isEmpty())
            return {0, 0};
        return *std::ranges::max_element(m_gaps, {}, &std::pair<double, double>::first);
    }
    /// The most CPU the GUI thread spent in one gap, in ms: its longest own work between two
    /// timeouts, whatever else ran on the machine.
    double busiest() const
    {
        double most = 0;
        for (const auto &gap : m_gaps)
            most = std::max(most, gap.second);
        return most;
    }
    double percentile(double p) const
    {
        if (m_gaps.isEmpty())
            return 0;
        QList<double> sorted;
        for (const auto &gap : m_gaps)
            sorted << gap.first;
        std::ranges::sort(sorted);
        return sorted.at(qMin(sorted.size() - 1, qsizetype(p * double(sorted.size()))));
    }

private:
    QTimer m_timer;
    QElapsedTimer m_since;
    double m_cpu = 0;
    QList<std::pair<double, double>> m_gaps;
};

struct Counts
{
    qint64 dataChanged = 0, cells = 0, rowsInserted = 0, rowsRemoved = 0, resets = 0, layouts = 0;
};

/// Counts the model's signals into `c` while `context` lives.
void countSignals(const TournamentModel &model, const QObject *context, Counts &c)
{
    QObject::connect(&model, &QAbstractItemModel::dataChanged, context,
                     [&c](const QModelIndex &from, const QModelIndex &to) {
                         ++c.dataChanged;
                         c.cells +=
                             qint64(to.row() - from.row() + 1) * (to.column() - from.column() + 1);
                     });
    QObject::connect(&model, &QAbstractItemModel::rowsInserted, context,
                     [&c] { ++c.rowsInserted; });
    QObject::connect(&model, &QAbstractItemModel::rowsRemoved, context, [&c] { ++c.rowsRemoved; });
    QObject::connect(&model, &QAbstractItemModel::modelReset, context, [&c] { ++c.resets; });
    QObject::connect(&model, &QAbstractItemModel::layoutChanged, context, [&c] { ++c.layouts; });
}

/// "VmRSS:" or "VmHWM:" of /proc/self/status, in MB.
double statusMb(const QByteArray &name)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(name))
            return line.mid(name.size()).trimmed().split(' ').constFirst().toDouble() / 1024.0;
    }
    return 0;
}

/// Bytes this process read by read() and the like (sockets included), /proc/self/io's rchar.
qint64 bytesRead()
{
    QFile file(QStringLiteral("/proc/self/io"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("rchar:"))
            return line.mid(6).trimmed().toLongLong();
    }
    return 0;
}

double pssMb()
{
    return double(icbench::rollupKb(QCoreApplication::applicationPid())) / 1024.0;
}

double ticksToPercent(qint64 ticks, double seconds)
{
    return 100.0 * double(ticks) / double(::sysconf(_SC_CLK_TCK)) / seconds;
}

// ---- a child: one setup

struct Setup
{
    int relays = 0;
    int games = 0;
};

Setup parseSetup(const QString &spec)
{
    const QStringList parts = spec.split(u'x');
    if (parts.size() == 2)
        return {parts.at(0).toInt(), parts.at(1).toInt()};
    const int games = spec.toInt();
    return {games > 0 ? 1 : 0, games};
}

/// Scrolls to the end and back `times` times; the milliseconds from each scroll to the end of its
/// paint.
QList<double> scrollTimes(Window &w, const QElapsedTimer &clock, int times)
{
    QList<double> ms;
    for (int i = 0; i < times; ++i) {
        const qint64 paintsBefore = w.paints.paints;
        const qint64 start = clock.nsecsElapsed();
        if (i % 2 == 0)
            w.table.scrollToBottom();
        else
            w.table.scrollToTop();
        w.table.viewport()->update(); // one paint even when there is nothing to scroll
        if (!waitUntil([&] { return w.paints.paints > paintsBefore; }, 10'000))
            return ms;
        ms << double(w.paints.lastPaintEndNs - start) / 1e6;
        runFor(500);
    }
    std::ranges::sort(ms);
    return ms;
}

/// Rows whose army balance the model knows (it asks only for the rows on screen), and the rows on
/// screen.
std::pair<int, int> balancedAndShown(Window &w)
{
    int balanced = 0;
    for (int row = 0; row < w.model.rowCount(); ++row) {
        const QModelIndex cell = w.model.index(row, TournamentModel::BalanceColumn);
        balanced += w.model.data(cell, TournamentModel::SortRole).toDouble() >= 0 ? 1 : 0;
    }
    const int top = w.table.rowAt(0);
    int bottom = w.table.rowAt(w.table.viewport()->height() - 1);
    if (bottom < 0)
        bottom = w.model.rowCount() - 1;
    return {balanced, top < 0 ? 0 : bottom - top + 1};
}

struct Child
{
    Setup setup;
    int seconds = 30;
    int settle = 8;
};

QJsonObject measure(Window &w, const Child &c, const QList<qint64> &relayPids,
                    const QElapsedTimer &clock)
{
    Counts counts;
    auto counting = std::make_unique<QObject>();
    countSignals(w.model, counting.get(), counts);
    LoopProbe probe;
    const qint64 self = QCoreApplication::applicationPid();
    const qint64 cpuBefore = icbench::treeCpuTicks({self});
    const qint64 relaysBefore = icbench::treeCpuTicks(relayPids);
    const qint64 readBefore = bytesRead();
    const qint64 paintsBefore = w.paints.paints;
    probe.start();
    runFor(c.seconds * 1000);
    probe.stop();
    const double s = c.seconds;
    counting.reset(); // the scrolls below are not counted
    const auto [balanced, shown] = balancedAndShown(w);
    const QList<double> scroll = scrollTimes(w, clock, 6);
    return {
        {QStringLiteral("cpu"), ticksToPercent(icbench::treeCpuTicks({self}) - cpuBefore, s)},
        {QStringLiteral("relaysCpu"),
         ticksToPercent(icbench::treeCpuTicks(relayPids) - relaysBefore, s)},
        {QStringLiteral("lateWorst"), probe.worst().first},
        {QStringLiteral("lateWorstCpu"), probe.worst().second},
        {QStringLiteral("busiest"), probe.busiest()},
        {QStringLiteral("lateP99"), probe.percentile(0.99)},
        {QStringLiteral("scrollMedian"), scroll.isEmpty() ? -1 : scroll.at(scroll.size() / 2)},
        {QStringLiteral("scrollWorst"), scroll.isEmpty() ? -1 : scroll.constLast()},
        {QStringLiteral("dataChanged"), double(counts.dataChanged) / s},
        {QStringLiteral("cells"), double(counts.cells) / s},
        {QStringLiteral("rowsInserted"), double(counts.rowsInserted) / s},
        {QStringLiteral("rowsRemoved"), double(counts.rowsRemoved) / s},
        {QStringLiteral("resets"), double(counts.resets + counts.layouts)},
        {QStringLiteral("paints"), double(w.paints.paints - paintsBefore) / s},
        {QStringLiteral("readKBs"), double(bytesRead() - readBefore) / 1024.0 / s},
        {QStringLiteral("rows"), w.model.rowCount()},
        {QStringLiteral("balanced"), balanced},
        {QStringLiteral("shown"), shown},
    };
}

/// Starts every relay, adds it to the panel and waits until all their games are rows; false
/// after saying why.
bool connectAll(Window &w, std::vector<std::unique_ptr<RelayProcess>> &relays, const Setup &setup,
                QTextStream &err)
{
    QStringList names;
    for (int i = 0; i < setup.relays; ++i) {
        relays.push_back(std::make_unique<RelayProcess>());
        if (!relays.back()->start(setup.games, err))
            return false;
        names << QStringLiteral("Relay %1").arg(i + 1);
        w.addRelay(names.constLast(), relays.back()->options());
    }
    const int rows = setup.relays * setup.games;
    if (!waitUntil([&] { return w.model.rowCount() == rows; }, 60'000)) {
        err << "only " << w.model.rowCount() << " of " << rows << " rows after 60 s";
        for (const QString &name : names)
            if (const RelayConnection *c = w.connection(name))
                err << " | " << c->lastError().code;
        err << Qt::endl;
        return false;
    }
    return true;
}

int runChild(const Child &c)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QElapsedTimer clock;
    clock.start();
    Window w(clock);
    runFor(3000);
    const double pssBase = pssMb();
    const double rssBase = statusMb("VmRSS:");

    std::vector<std::unique_ptr<RelayProcess>> relays;
    const bool ok = connectAll(w, relays, c.setup, err);
    if (ok) {
        runFor(c.settle * 1000);
        QList<qint64> relayPids;
        for (const auto &r : relays)
            relayPids << r->pid();
        QJsonObject figures = measure(w, c, relayPids, clock);
        int ended = 0;
        for (const auto &r : relays) {
            if (!r->running()) {
                ++ended;
                err << "a relay ended while measured, " << r->ending() << Qt::endl;
            }
        }
        figures.insert(QStringLiteral("relaysEnded"), ended);
        figures.insert(QStringLiteral("pss"), pssMb() - pssBase);
        figures.insert(QStringLiteral("rss"), statusMb("VmRSS:") - rssBase);
        figures.insert(QStringLiteral("pssBase"), pssBase);
        out << "FIGURES " << QJsonDocument(figures).toJson(QJsonDocument::Compact) << Qt::endl;
    }
    w.closeRelays();
    for (const auto &r : relays)
        r->stop();
    return ok ? 0 : 1;
}

// ---- the parent: every setup in turn, one table

QString label(const Setup &s)
{
    if (s.relays == 0)
        return QStringLiteral("no relay");
    return s.relays == 1 ? QStringLiteral("%1 game%2")
                               .arg(s.games)
                               .arg(s.games == 1 ? QString() : QStringLiteral("s"))
                         : QStringLiteral("%1 relays x %2 games").arg(s.relays).arg(s.games);
}

struct Column
{
    const char *title;
    std::function<QString(const QJsonObject &f)> text;
};

/// A figure of `f` with `decimals` decimals.
QString n(const QJsonObject &f, const char *key, int decimals = 1)
{
    const double value = f.value(QLatin1String(key)).toDouble();
    return value < 0 ? QStringLiteral("-") : QString::number(value, 'f', decimals);
}

/// The table's columns; `one` is the 1-game case's figures (the ratios' base).
QList<Column> columns(const QJsonObject &one)
{
    const auto times = [one](const char *key) {
        return [one, key](const QJsonObject &f) {
            const double base = one.value(QLatin1String(key)).toDouble();
            return base > 0 ? QString::number(f.value(QLatin1String(key)).toDouble() / base, 'f', 1)
                            : QStringLiteral("-");
        };
    };
    using F = const QJsonObject &;
    return {
        {"rows (on screen, balance known)",
         [](F f) {
             return QStringLiteral("%1 (%2, %3)")
                 .arg(n(f, "rows", 0), n(f, "shown", 0), n(f, "balanced", 0));
         }},
        {"panel CPU, % of a core", [](F f) { return n(f, "cpu", 2); }},
        {"x 1 game", times("cpu")},
        {"PSS / RSS growth, MB",
         [](F f) { return QStringLiteral("%1 / %2").arg(n(f, "pss"), n(f, "rss")); }},
        {"PSS x 1 game", times("pss")},
        {"50 ms timer late: worst (GUI thread's CPU in that gap) / p99, ms",
         [](F f) {
             return QStringLiteral("%1 (%2) / %3")
                 .arg(n(f, "lateWorst"), n(f, "lateWorstCpu"), n(f, "lateP99"));
         }},
        {"GUI thread's most CPU between two ticks, ms", [](F f) { return n(f, "busiest"); }},
        {"scroll to end painted: median / worst, ms",
         [](F f) {
             return QStringLiteral("%1 / %2").arg(n(f, "scrollMedian"), n(f, "scrollWorst"));
         }},
        {"dataChanged/s (cells/s)",
         [](F f) { return QStringLiteral("%1 (%2)").arg(n(f, "dataChanged", 2), n(f, "cells")); }},
        {"rowsInserted / rowsRemoved /s, resets",
         [](F f) {
             return QStringLiteral("%1 / %2, %3")
                 .arg(n(f, "rowsInserted", 2), n(f, "rowsRemoved", 2), n(f, "resets", 0));
         }},
        {"table paints/s", [](F f) { return n(f, "paints", 2); }},
        {"read KB/s", [](F f) { return n(f, "readKBs"); }},
        {"relays' CPU, %", [](F f) { return n(f, "relaysCpu"); }},
    };
}

void printTable(QTextStream &out, const QList<std::pair<Setup, QJsonObject>> &results)
{
    QJsonObject one;
    for (const auto &[setup, f] : results) {
        if (setup.relays == 1 && setup.games == 1)
            one = f;
    }
    const QList<Column> cols = columns(one);
    out << "| setup |";
    for (const Column &c : cols)
        out << ' ' << c.title << " |";
    out << "\n| --- |";
    for (qsizetype i = 0; i < cols.size(); ++i)
        out << " --- |";
    out << '\n';
    for (const auto &[setup, f] : results) {
        out << "| " << label(setup) << " |";
        for (const Column &c : cols)
            out << ' ' << c.text(f) << " |";
        out << '\n';
    }
}

int runParent(const QStringList &setups, const QStringList &passOn)
{
    QTextStream out(stdout);
    QElapsedTimer total;
    total.start();
    QList<std::pair<Setup, QJsonObject>> results;
    for (const QString &spec : setups) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    QStringList{QStringLiteral("--phase"), spec} + passOn);
        child.waitForFinished(-1);
        const QByteArray text = child.readAllStandardOutput();
        const qsizetype at = text.indexOf("FIGURES ");
        if (child.exitCode() != 0 || at < 0) {
            out << "setup " << spec << " failed" << Qt::endl;
            continue;
        }
        const QJsonObject f = QJsonDocument::fromJson(text.mid(at + 8).trimmed()).object();
        results.append({parseSetup(spec), f});
        if (const int ended = f.value(QLatin1String("relaysEnded")).toInt(); ended > 0)
            out << "setup " << spec << ": " << ended << " relay(s) ended while measured"
                << Qt::endl;
        out << QString::asprintf("%s: CPU %.2f %%, PSS +%.1f MB (%.0f s so far)",
                                 qPrintable(label(results.constLast().first)),
                                 f.value(QLatin1String("cpu")).toDouble(),
                                 f.value(QLatin1String("pss")).toDouble(),
                                 double(total.elapsed()) / 1000.0)
            << Qt::endl;
    }
    printTable(out, results);
    out << QString::asprintf("whole run: %.0f s\n", double(total.elapsed()) / 1000.0);
    return results.size() == setups.size() ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption secondsOpt(QStringLiteral("seconds"),
                                        QStringLiteral("Each setup measured over this long."),
                                        QStringLiteral("s"), QStringLiteral("30"));
    const QCommandLineOption settleOpt(QStringLiteral("settle"),
                                       QStringLiteral("Seconds after the last game is listed, "
                                                      "before measuring."),
                                       QStringLiteral("s"), QStringLiteral("8"));
    const QCommandLineOption setupsOpt(
        QStringLiteral("setups"),
        QStringLiteral("Comma-separated: 0 (no relay), N (one relay of N games), RxN."),
        QStringLiteral("list"), QStringLiteral("0,1,50,200,3x200"));
    const QCommandLineOption phaseOpt(QStringLiteral("phase"),
                                      QStringLiteral("Run one setup in this process (internal)."),
                                      QStringLiteral("setup"));
    parser.addOptions({secondsOpt, settleOpt, setupsOpt, phaseOpt});
    parser.process(app);
    Child c;
    c.seconds = parser.value(secondsOpt).toInt();
    c.settle = parser.value(settleOpt).toInt();
    if (parser.isSet(phaseOpt)) {
        c.setup = parseSetup(parser.value(phaseOpt));
        return runChild(c);
    }
    return runParent(parser.value(setupsOpt).split(u',', Qt::SkipEmptyParts),
                     {QStringLiteral("--seconds"), QString::number(c.seconds),
                      QStringLiteral("--settle"), QString::number(c.settle)});
}
