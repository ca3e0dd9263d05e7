#pragma once
// Small integer geometry helpers shared by SkirmishSim's files (no floating point, so results
// are the same everywhere).

#include <QJsonArray>
#include <QPoint>
#include <QtGlobal>

namespace icmock::simmath {

inline qint64 dist2(const QPoint &a, const QPoint &b)
{
    const qint64 dx = qint64(a.x()) - b.x();
    const qint64 dy = qint64(a.y()) - b.y();
    return dx * dx + dy * dy;
}

inline bool within(const QPoint &a, const QPoint &b, int radius)
{
    return dist2(a, b) <= qint64(radius) * radius;
}

/// Integer square root: the largest r with r*r <= v (0 for v <= 0).
inline qint64 isqrt(qint64 v)
{
    if (v <= 0)
        return 0;
    qint64 r = 0;
    qint64 bit = qint64(1) << 62;
    while (bit > v)
        bit >>= 2;
    while (bit != 0) {
        if (v >= r + bit) {
            v -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

inline QJsonArray posJson(const QPoint &p)
{
    return QJsonArray{p.x(), p.y()};
}

inline QPoint clampToMap(const QPoint &p, int mapSize, int margin = 16)
{
    return QPoint(qBound(margin, p.x(), mapSize - margin), qBound(margin, p.y(), mapSize - margin));
}

/// A small per-unit offset within ±size, so a group does not stand on one point.
inline QPoint spread(int id, int size)
{
    return QPoint(((id * 73) % (2 * size + 1)) - size, ((id * 151) % (2 * size + 1)) - size);
}

inline QPoint midpoint(const QPoint &a, const QPoint &b)
{
    return QPoint((a.x() + b.x()) / 2, (a.y() + b.y()) / 2);
}

} // namespace icmock::simmath
