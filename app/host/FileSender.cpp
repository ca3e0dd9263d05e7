#include "host/FileSender.h"

#include "host/HostLog.h"
#include "icrp/server/IcrpServer.h"

#include <QTcpSocket>

namespace ichost {

void FileSender::start(QTcpSocket *socket, std::unique_ptr<QFile> file)
{
    icrp::IcrpServer::answerInPieces(socket, true);
    (new FileSender(socket, std::move(file)))->pump();
}

FileSender::FileSender(QTcpSocket *socket, std::unique_ptr<QFile> file)
    : QObject(socket), m_socket(socket), m_file(std::move(file))
{
    connect(socket, &QTcpSocket::bytesWritten, this, &FileSender::pump);
    connect(socket, &QTcpSocket::disconnected, this, [this] { end(false); });
}

void FileSender::pump()
{
    while (!m_ended && m_socket->bytesToWrite() < kHighWater) {
        if (m_file->atEnd())
            return end(true);
        const QByteArray piece = m_file->read(kPiece);
        if (piece.isEmpty()) {
            // The file shrank or went unreadable: the length promised cannot be kept.
            qCWarning(lcHost).noquote() << "could not read" << m_file->fileName() << "-"
                                        << m_file->errorString() << "; the answer is cut off";
            m_socket->abort();
            return end(false);
        }
        m_socket->write(piece);
    }
}

void FileSender::end(bool complete)
{
    if (m_ended)
        return;
    m_ended = true;
    m_file.reset();
    if (complete)
        icrp::IcrpServer::answerInPieces(m_socket, false); // it closes once the rest is out
    deleteLater();
}

} // namespace ichost
