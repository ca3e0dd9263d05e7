#pragma once
// A real IRC server for a test: Debian's ngIRCd (`ngircd`, scripts/install-deps.sh --test)
// started with a configuration of its own in a QTemporaryDir, listening on 127.0.0.1 and a
// free port, without PAM, ident or DNS, and with no per-address connection limit (every
// client of a test comes from 127.0.0.1). start() returns once ngIRCd says it listens; the
// destructor stops it. It never uses a system daemon on 6667. Used by the OA1 tests
// (tests/connectors/oa1); any test that needs an IRC server may use it.
//
//   ictest::NgircdServer irc;
//   QVERIFY2(irc.start(), qPrintable(irc.error()));
//   client.connectToServer({.., irc.port(), ..});

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTcpServer>
#include <QTemporaryDir>

namespace ictest {

class NgircdServer
{
public:
    struct Options
    {
        /// Seconds of silence before the server sends PING (ngIRCd's least is 5).
        int pingTimeout = 120;
        int maxNickLength = 30;
    };

    NgircdServer() = default;
    explicit NgircdServer(const Options &options) : m_options(options) {}
    NgircdServer(const NgircdServer &) = delete;
    NgircdServer &operator=(const NgircdServer &) = delete;
    ~NgircdServer() { stop(); }

    /// The ngircd program, or empty when it is not installed.
    static QString program()
    {
        return QStandardPaths::findExecutable(
            QStringLiteral("ngircd"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"),
                                       QStringLiteral("/usr/local/sbin")});
    }

    /// Starts it (a few tries: a free port can be taken between choosing and binding).
    bool start()
    {
        for (int attempt = 0; attempt < 3; ++attempt) {
            if (startOnce())
                return true;
            stop();
        }
        return false;
    }

    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(5000)) {
                m_process.kill();
                m_process.waitForFinished(5000);
            }
        }
    }

    /// Kills it at once, as a crash would (clients see their connection drop).
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }

    quint16 port() const { return m_port; }
    QString error() const { return m_error; }
    /// What ngIRCd printed so far (for a failing test's message).
    QString output() const { return QString::fromUtf8(m_output); }

private:
    bool startOnce()
    {
        const QString ngircd = program();
        if (ngircd.isEmpty()) {
            m_error = QStringLiteral("ngircd is not installed (scripts/install-deps.sh --test)");
            return false;
        }
        if (!m_dir.isValid() || !QDir(m_dir.path()).mkpath(QStringLiteral("conf.d"))) {
            m_error = QStringLiteral("no temporary folder for ngircd's configuration");
            return false;
        }
        m_port = freePort();
        const QString config = m_dir.filePath(QStringLiteral("ngircd.conf"));
        if (!writeConfig(config)) {
            m_error = QStringLiteral("cannot write ") + config;
            return false;
        }
        m_output.clear();
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(ngircd, {QStringLiteral("--nodaemon"), QStringLiteral("--config"), config});
        return waitUntilListening();
    }

    bool waitUntilListening()
    {
        const QDeadlineTimer deadline(10000);
        const QByteArray ready = "Now listening on [127.0.0.1]:" + QByteArray::number(m_port);
        while (!m_output.contains(ready)) {
            if (m_process.state() == QProcess::NotRunning || deadline.hasExpired() ||
                !m_process.waitForReadyRead(int(deadline.remainingTime()))) {
                m_output += m_process.readAll();
                m_error = QStringLiteral("ngircd did not start listening: ") + output();
                return false;
            }
            m_output += m_process.readAll();
        }
        return true;
    }

    static quint16 freePort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }

    bool writeConfig(const QString &path) const
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        const QString text =
            QStringLiteral("[Global]\n"
                           "Name = irc.test.invalid\n"
                           "Info = IC Control Panel test server\n"
                           "AdminInfo1 = tests\nAdminInfo2 = here\nAdminEMail = none@test.invalid\n"
                           "Listen = 127.0.0.1\n"
                           "Ports = %1\n"
                           "MotdPhrase = test server\n"
                           "PidFile =\n"
                           "[Limits]\n"
                           "MaxConnectionsIP = 0\n"
                           "MaxNickLength = %2\n"
                           "PingTimeout = %3\n"
                           "PongTimeout = 20\n"
                           "[Options]\n"
                           "PAM = no\nIdent = no\nDNS = no\n"
                           "IncludeDir = %4\n")
                .arg(m_port)
                .arg(m_options.maxNickLength)
                .arg(m_options.pingTimeout)
                .arg(m_dir.filePath(QStringLiteral("conf.d")));
        return file.write(text.toUtf8()) > 0;
    }

    Options m_options;
    QTemporaryDir m_dir;
    QProcess m_process;
    QByteArray m_output;
    QString m_error;
    quint16 m_port = 0;
};

} // namespace ictest
