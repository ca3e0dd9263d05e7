#include "net/WebSocketFrame.h"

#include <QtEndian>
#include <cstring>

namespace icnet {

QByteArray WebSocketFrame::encode(int opcode, QByteArrayView payload, std::optional<quint32> mask)
{
    const qsizetype n = payload.size();
    const char maskBit = mask ? char(0x80) : char(0);
    QByteArray frame;
    frame.reserve(n + 14);
    frame.append(char(0x80 | opcode));
    if (n < 126) {
        frame.append(char(maskBit | char(n)));
    } else if (n < 65536) {
        frame.append(char(maskBit | 126));
        const quint16 be = qToBigEndian(quint16(n));
        frame.append(reinterpret_cast<const char *>(&be), 2);
    } else {
        frame.append(char(maskBit | 127));
        const quint64 be = qToBigEndian(quint64(n));
        frame.append(reinterpret_cast<const char *>(&be), 8);
    }
    if (!mask) {
        frame.append(payload);
        return frame;
    }
    char key[4];
    std::memcpy(key, &*mask, 4);
    frame.append(key, 4);
    const qsizetype at = frame.size();
    frame.append(payload);
    char *p = frame.data() + at;
    for (qsizetype i = 0; i < n; ++i)
        p[i] = char(p[i] ^ key[i & 3]);
    return frame;
}

} // namespace icnet
