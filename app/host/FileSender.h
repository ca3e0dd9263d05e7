#pragma once
// Sends a large file's bytes to an HTTP connection in pieces, as its peer takes them: the next
// piece is read from the file and written only while fewer than kHighWater bytes wait in the
// socket, so a peer that asks and never reads holds a few pieces, never the file. The answer's
// head is written by the caller (with "Connection: close"); the connection is the answer's
// alone from then on (icrp::IcrpServer::answerInPieces) and closes once the last piece is out.
// Lives as a child of the socket: it goes when the file is sent or the connection closes.

#include <QFile>
#include <QObject>
#include <memory>

class QTcpSocket;

namespace ichost {

class FileSender final : public QObject
{
public:
    /// Bytes read from the file at a time.
    static constexpr qint64 kPiece = 64 * 1024;
    /// No new piece while this many bytes wait in the socket.
    static constexpr qint64 kHighWater = 256 * 1024;

    /// Starts sending the rest of `file` (open for reading) to `socket`, whose answer head has
    /// been written.
    static void start(QTcpSocket *socket, std::unique_ptr<QFile> file);

private:
    FileSender(QTcpSocket *socket, std::unique_ptr<QFile> file);
    void pump();
    void end(bool complete);

    QTcpSocket *m_socket;
    std::unique_ptr<QFile> m_file;
    bool m_ended = false;
};

} // namespace ichost
