#include "match/MatchMemory.h"

#include <algorithm>

namespace icmatch {

MatchMemory::MatchMemory(int matches) : m_limit(std::max(matches, 1)) {}

void MatchMemory::keep(const QString &key, Seen seen)
{
    take(key);
    m_matches.append({key, std::move(seen)});
    while (m_matches.size() > m_limit)
        m_matches.removeFirst();
}

std::optional<MatchMemory::Seen> MatchMemory::take(const QString &key)
{
    for (qsizetype i = 0; i < m_matches.size(); ++i) {
        if (m_matches.at(i).key == key)
            return m_matches.takeAt(i).seen;
    }
    return std::nullopt;
}

} // namespace icmatch
