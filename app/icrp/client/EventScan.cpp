#include "icrp/client/EventScan.h"

#include "icrp/protocol/EventCategory.h"

#include <QList>

#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace icrp {

namespace {

/// Which of an event's keys a scan has seen (a key seen twice is unusual: full parse).
enum Seen : unsigned {
    kJsonRpc = 1,
    kMethod = 2,
    kParams = 4,
    kCategory = 8,
    kType = 16,
    kTick = 32,
};

bool takeOnce(unsigned &seen, unsigned key)
{
    if (seen & key)
        return false;
    seen |= key;
    return true;
}

/// A plain string character: printable ASCII other than the quote and the backslash.
constexpr bool isPlain(char16_t c)
{
    return c >= 0x20 && c < 0x7f && c != u'"' && c != u'\\';
}

/// Skips the plain characters from `at` on: where the first other one stands, or `end`.
/// Sixteen bytes at a time where SSE2 is there: an event's text is mostly such runs (names,
/// values, padding), and this is most of the scan.
const char *skipPlain(const char *at, const char *end)
{
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i range = _mm_set1_epi8(0x7e - 0x20);
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i zero = _mm_setzero_si128();
    while (end - at >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        const __m128i printable =
            _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(v, space), range), zero);
        const __m128i special =
            _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash));
        const auto plain = unsigned(_mm_movemask_epi8(_mm_andnot_si128(special, printable)));
        if (plain != 0xffff)
            return at + std::countr_one(plain);
        at += 16;
    }
#endif
    while (at != end && isPlain(char16_t(static_cast<unsigned char>(*at))))
        ++at;
    return at;
}

/// The categories and event types of the spec, each once: a name read from an event that is
/// one of them is shared with this list instead of allocated (an event costs no string then).
const QList<QString> &knownNames()
{
    static const QList<QString> names = [] {
        QList<QString> all;
        for (const EventCategory c : allCategories()) {
            all << categoryName(c);
            all << eventsOf(c);
        }
        return all;
    }();
    return names;
}

/// A recursive-descent reader of one JSON message in UTF-8. Strings are checked for their
/// escapes and control characters; the bytes of the text are taken as the WebSocket checked
/// them.
class JsonReader
{
public:
    using Ch = char;

    /// A string's characters between its quotes, as they stand in the text.
    struct Span
    {
        const Ch *begin = nullptr;
        qsizetype size = 0;
        /// Printable ASCII only, no escapes.
        bool plain = true;

        template <size_t N> bool is(const char16_t (&word)[N]) const
        {
            return plain && size == qsizetype(N - 1) && sameAs(word);
        }
        /// The same characters as `word` (of this span's size).
        bool sameAs(const char16_t *word) const
        {
            for (qsizetype i = 0; i < size; ++i) {
                if (char16_t(begin[i]) != word[i])
                    return false;
            }
            return true;
        }
        QString toString() const
        {
            for (const QString &known : knownNames()) {
                if (known.size() == size &&
                    sameAs(reinterpret_cast<const char16_t *>(known.constData())))
                    return known;
            }
            QString out(size, Qt::Uninitialized);
            for (qsizetype i = 0; i < size; ++i)
                out[i] = QChar(char16_t(begin[i]));
            return out;
        }
    };

    JsonReader(const Ch *begin, const Ch *end) : m_at(begin), m_end(end) {}

    std::optional<EventScan::Event> message()
    {
        EventScan::Event event;
        unsigned seen = 0;
        skipSpace();
        if (!object([&](const Span &key) { return topKey(key, seen, event); }, 1))
            return std::nullopt;
        skipSpace();
        constexpr unsigned needed = kJsonRpc | kMethod | kParams | kCategory | kType;
        if (m_at != m_end || (seen & needed) != needed)
            return std::nullopt;
        return event;
    }

private:
    const Ch *m_at;
    const Ch *m_end;

    Q_ALWAYS_INLINE void skipSpace()
    {
        while (m_at != m_end && (*m_at == ' ' || *m_at == '\n' || *m_at == '\r' || *m_at == '\t'))
            ++m_at;
    }
    Q_ALWAYS_INLINE bool take(char c)
    {
        if (m_at == m_end || *m_at != Ch(c))
            return false;
        ++m_at;
        return true;
    }

    /// An object; `member` reads the value after each key (and its colon).
    template <typename Member> bool object(Member &&member, int depth)
    {
        if (depth > EventScan::kMaxDepth || !take('{'))
            return false;
        skipSpace();
        if (take('}'))
            return true;
        for (;;) {
            Span key;
            skipSpace();
            if (!string(&key))
                return false;
            skipSpace();
            if (!take(':'))
                return false;
            skipSpace();
            if (!member(key))
                return false;
            skipSpace();
            if (take('}'))
                return true;
            if (!take(','))
                return false;
        }
    }

    bool topKey(const Span &key, unsigned &seen, EventScan::Event &event)
    {
        if (key.is(u"jsonrpc"))
            return takeOnce(seen, kJsonRpc) && exactString(u"2.0");
        if (key.is(u"method"))
            return takeOnce(seen, kMethod) && exactString(u"ic/event");
        if (key.is(u"params")) {
            return takeOnce(seen, kParams) &&
                   object([&](const Span &k) { return paramKey(k, seen, event); }, 2);
        }
        return false; // "id", "result" or anything else: not a plain notification
    }

    bool paramKey(const Span &key, unsigned &seen, EventScan::Event &event)
    {
        if (!key.plain)
            return false; // perhaps one of the names below, escaped: full parse
        if (key.is(u"category"))
            return takeOnce(seen, kCategory) && name(&event.category);
        if (key.is(u"type"))
            return takeOnce(seen, kType) && name(&event.type);
        if (key.is(u"tick"))
            return takeOnce(seen, kTick) && integer(&event.tick);
        return value(3);
    }

    template <size_t N> bool exactString(const char16_t (&expected)[N])
    {
        Span s;
        return string(&s) && s.is(expected);
    }
    /// A category or type: a non-empty plain string.
    bool name(QString *out)
    {
        Span s;
        if (!string(&s) || !s.plain || s.size == 0)
            return false;
        *out = s.toString();
        return true;
    }

    /// A string, checked; where it stands goes to `out`.
    bool string(Span *out)
    {
        if (!take('"'))
            return false;
        out->begin = m_at;
        while (m_at != m_end) {
            m_at = skipPlain(m_at, m_end); // the common case first
            if (m_at == m_end)
                break;
            const auto c = char16_t(*m_at);
            if (c == u'"') {
                out->size = m_at - out->begin;
                ++m_at;
                return true;
            }
            if (c < 0x20)
                return false;
            if (c >= 0x7f)
                out->plain = false;
            if (c == u'\\') {
                out->plain = false;
                if (!escape())
                    return false;
                continue;
            }
            ++m_at;
        }
        return false;
    }
    bool escape()
    {
        ++m_at; // the backslash
        if (m_at == m_end)
            return false;
        const auto c = char16_t(*m_at++);
        if (c == u'u') {
            for (int i = 0; i < 4; ++i, ++m_at) {
                if (m_at == m_end || !isHex(char16_t(*m_at)))
                    return false;
            }
            return true;
        }
        return c == u'"' || c == u'\\' || c == u'/' || c == u'b' || c == u'f' || c == u'n' ||
               c == u'r' || c == u't';
    }
    static bool isHex(char16_t c)
    {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    }
    static bool isDigit(char16_t c) { return c >= u'0' && c <= u'9'; }

    /// A plain integer (no fraction, no exponent, at most 18 digits).
    bool integer(qint64 *out)
    {
        const bool negative = take('-');
        const Ch *start = m_at;
        qint64 v = 0;
        while (m_at != m_end && isDigit(char16_t(*m_at)))
            v = v * 10 + (char16_t(*m_at++) - u'0');
        const auto digits = m_at - start;
        if (digits == 0 || digits > 18 || (digits > 1 && *start == Ch('0')))
            return false;
        if (m_at != m_end && (*m_at == '.' || *m_at == 'e' || *m_at == 'E'))
            return false;
        *out = negative ? -v : v;
        return true;
    }
    bool digits()
    {
        const Ch *start = m_at;
        while (m_at != m_end && isDigit(char16_t(*m_at)))
            ++m_at;
        return m_at != start;
    }
    bool number()
    {
        take('-');
        if (m_at == m_end)
            return false;
        if (*m_at == '0')
            ++m_at;
        else if (!digits())
            return false;
        if (take('.') && !digits())
            return false;
        if (m_at != m_end && (*m_at == 'e' || *m_at == 'E')) {
            ++m_at;
            if (!take('+'))
                take('-');
            if (!digits())
                return false;
        }
        return true;
    }
    bool literal(QLatin1StringView word)
    {
        if (m_end - m_at < word.size())
            return false;
        for (qsizetype i = 0; i < word.size(); ++i) {
            if (m_at[i] != Ch(word[i].unicode()))
                return false;
        }
        m_at += word.size();
        return true;
    }
    bool array(int depth)
    {
        if (depth > EventScan::kMaxDepth || !take('['))
            return false;
        skipSpace();
        if (take(']'))
            return true;
        for (;;) {
            skipSpace();
            if (!value(depth + 1))
                return false;
            skipSpace();
            if (take(']'))
                return true;
            if (!take(','))
                return false;
        }
    }
    /// Any value, checked and skipped.
    bool value(int depth)
    {
        if (m_at == m_end)
            return false;
        switch (char16_t(*m_at)) {
        case u'{':
            return object([&](const Span &) { return value(depth + 1); }, depth);
        case u'[':
            return array(depth);
        case u'"': {
            Span s;
            return string(&s);
        }
        case u't':
            return literal(QLatin1StringView("true"));
        case u'f':
            return literal(QLatin1StringView("false"));
        case u'n':
            return literal(QLatin1StringView("null"));
        default:
            return number();
        }
    }
};

} // namespace

std::optional<EventScan::Event> EventScan::json(QByteArrayView utf8)
{
    return JsonReader(utf8.data(), utf8.data() + utf8.size()).message();
}

} // namespace icrp
