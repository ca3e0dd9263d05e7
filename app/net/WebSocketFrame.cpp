#include "net/WebSocketFrame.h"

#include <QtEndian>
#include <cstring>

namespace icnet {

namespace {
/// FIN, the opcode and the length in its shortest form, with the mask bit when `masked`.
void appendHeader(QByteArray &out, int opcode, qsizetype n, bool masked)
{
    const char maskBit = masked ? char(0x80) : char(0);
    out.append(char(0x80 | opcode));
    if (n < 126) {
        out.append(char(maskBit | char(n)));
    } else if (n < 65536) {
        out.append(char(maskBit | 126));
        const quint16 be = qToBigEndian(quint16(n));
        out.append(reinterpret_cast<const char *>(&be), 2);
    } else {
        out.append(char(maskBit | 127));
        const quint64 be = qToBigEndian(quint64(n));
        out.append(reinterpret_cast<const char *>(&be), 8);
    }
}
} // namespace

QByteArray WebSocketFrame::encode(int opcode, QByteArrayView payload, std::optional<quint32> mask)
{
    const qsizetype n = payload.size();
    QByteArray frame;
    frame.reserve(n + 14);
    appendHeader(frame, opcode, n, mask.has_value());
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

void WebSocketFrame::append(QByteArray &out, int opcode, QByteArrayView payload)
{
    appendHeader(out, opcode, payload.size(), false);
    out.append(payload);
}

} // namespace icnet
