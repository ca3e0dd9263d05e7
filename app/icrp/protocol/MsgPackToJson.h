#pragma once
// MessagePack → compact JSON text in one pass, for MsgPack::decode (issue 30): Qt's JSON parser
// fills its containers directly, where building QJsonObjects and QJsonArrays one insert at a
// time (the decoder's own reader) costs more than the JSON parse of the same event. Only for
// input MsgPack::decode accepts and gives the very same value for: anything else (malformed
// input, a top-level scalar, a NaN or infinite float, a whole float between 2^53 and 2^63, which
// Qt's parser would make an integer) is refused, and the reader takes it, with its own error
// text. No state between calls.

#include <QByteArrayView>
#include <QtGlobal>

#include <string>

namespace icrp {

class MsgPackToJson
{
public:
    /// The JSON text of one complete MessagePack map or array (str keys, nested at most
    /// MsgPack::kMaxDepth deep). Integers are written as integers, floats
    /// in their shortest round-trip form (a whole one reads back as an integer, as
    /// QJsonValue(double) stores it), uint64 above 2^63-1 as the double it decodes to. The text is
    /// written from the start of `buffer` (grown as needed, never shrunk: reuse it); returns its
    /// length, or -1: not transcoded.
    static qsizetype transcode(QByteArrayView bytes, std::string &buffer);

private:
    MsgPackToJson(QByteArrayView bytes, char *out);
    bool value(int depth);
    bool fixedWidth(quint8 type);
    bool string(quint64 length);
    bool array(quint64 count, int depth);
    bool map(quint64 count, int depth);
    bool key();
    bool length(int width, quint64 *n);
    quint64 readBig(int width);
    void put(const char *text, size_t n);
    void putEscaped(const char *s, const char *end);
    void putInteger(qint64 v);
    bool putDouble(double d);

    const quint8 *m_pos;
    const quint8 *m_end;
    char *m_out; // the next character of the text
};

} // namespace icrp
