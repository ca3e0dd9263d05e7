#include "host/HttpDate.h"

#include <array>

namespace ichost {

namespace {

constexpr std::array<const char *, 7> kDays = {"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"};
constexpr std::array<const char *, 12> kMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
qint64 daysFromCivil(qint64 y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

struct Civil
{
    qint64 year;
    int month;
    int day;
};

Civil civilFromDays(qint64 z)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const int day = int(doy - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    return {yoe + era * 400 + (month <= 2 ? 1 : 0), month, day};
}

QByteArray twoDigits(qint64 n)
{
    return QByteArray::number(n).rightJustified(2, '0');
}

/// The number in text[from, from + length), all digits; -1 otherwise.
int digits(QByteArrayView text, qsizetype from, qsizetype length)
{
    int value = 0;
    for (qsizetype i = from; i < from + length; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

} // namespace

QByteArray HttpDate::format(qint64 secondsSinceEpoch)
{
    const qint64 days =
        secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86400 : (secondsSinceEpoch - 86399) / 86400;
    const qint64 inDay = secondsSinceEpoch - days * 86400;
    const Civil date = civilFromDays(days);
    return QByteArray(kDays[size_t(((days % 7) + 7) % 7)]) + ", " + twoDigits(date.day) + ' ' +
           kMonths[size_t(date.month - 1)] + ' ' + QByteArray::number(date.year) + ' ' +
           twoDigits(inDay / 3600) + ':' + twoDigits(inDay / 60 % 60) + ':' +
           twoDigits(inDay % 60) + " GMT";
}

std::optional<qint64> HttpDate::parse(QByteArrayView text)
{
    // "Sun, 06 Nov 1994 08:49:37 GMT": 29 characters at fixed places.
    if (text.size() != 29 || text.sliced(3, 2) != ", " || text[7] != ' ' || text[11] != ' ' ||
        text[16] != ' ' || text[19] != ':' || text[22] != ':' || text.sliced(25) != " GMT")
        return std::nullopt;
    int month = 0;
    while (month < 12 && text.sliced(8, 3) != QByteArrayView(kMonths[size_t(month)]))
        ++month;
    const int day = digits(text, 5, 2), year = digits(text, 12, 4);
    const int hour = digits(text, 17, 2), minute = digits(text, 20, 2),
              second = digits(text, 23, 2);
    if (month == 12 || day < 1 || day > 31 || year < 0 || hour < 0 || hour > 23 || minute < 0 ||
        minute > 59 || second < 0 || second > 60)
        return std::nullopt;
    return daysFromCivil(year, month + 1, day) * 86400 + hour * 3600 + minute * 60 + second;
}

} // namespace ichost
