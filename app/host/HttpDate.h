#pragma once
// HTTP dates (RFC 9110 §5.6.7, IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"), written and read
// in UTC by hand: no locale, no time-zone database (no look-up of /etc/localtime).

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace ichost {

class HttpDate
{
public:
    /// `secondsSinceEpoch` (UTC) as an IMF-fixdate.
    static QByteArray format(qint64 secondsSinceEpoch);
    /// An IMF-fixdate as seconds since the epoch; nullopt for anything else (the obsolete
    /// RFC 850 and asctime forms included: a client that sends them just gets the file).
    static std::optional<qint64> parse(QByteArrayView text);

private:
    HttpDate() = delete;
};

} // namespace ichost
