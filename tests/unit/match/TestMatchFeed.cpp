// MatchFeed and MatchFeedFilter: events as sentences with their game time, bounded, narrowed by
// category and by search text.

#include "match/MatchFeed.h"
#include "match/MatchFeedFilter.h"

#include <QJsonArray>
#include <QTest>

using icmatch::MatchFeed;
using icmatch::MatchFeedFilter;

class TestMatchFeed : public QObject
{
    Q_OBJECT

    static void fill(MatchFeed &feed)
    {
        feed.append(QStringLiteral("combat"), QStringLiteral("unit_destroyed"), 1967,
                    {{QStringLiteral("unit_type"), QStringLiteral("heavy_tank")},
                     {QStringLiteral("owner"), QStringLiteral("Volkov")},
                     {QStringLiteral("killed_by"), QStringLiteral("alice")}});
        feed.append(QStringLiteral("chat"), QStringLiteral("chat_message"), 2000,
                    {{QStringLiteral("from"), QStringLiteral("Tanya")},
                     {QStringLiteral("message"), QStringLiteral("good luck, have fun")},
                     {QStringLiteral("channel"), QStringLiteral("all")}});
        feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 2100,
                    {{QStringLiteral("message"), QStringLiteral("Match paused")},
                     {QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        feed.append(QStringLiteral("match"), QStringLiteral("game_end"), 16200,
                    {{QStringLiteral("winner_team"), 0},
                     {QStringLiteral("winners"),
                      QJsonArray{QStringLiteral("CommanderZod"), QStringLiteral("Volkov")}}});
    }

private Q_SLOTS:
    void sentencesWithGameTime()
    {
        MatchFeed feed;
        fill(feed);
        QCOMPARE(feed.rowCount(), 4);
        QCOMPARE(feed.index(0).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("alice destroyed Volkov's Heavy Tank"));
        QCOMPARE(feed.index(0).data().toString(),
                 QStringLiteral("2:11  alice destroyed Volkov's Heavy Tank"));
        QCOMPARE(feed.index(0).data(MatchFeed::WhoRole).toString(), QStringLiteral("alice"));
        QCOMPARE(feed.index(1).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("Tanya: good luck, have fun"));
        QCOMPARE(feed.index(3).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("CommanderZod, Volkov won the match"));
        feed.append(QStringLiteral("match"), QStringLiteral("something_new"), 1, {});
        QCOMPARE(feed.index(4).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("something new event"));
    }

    void boundedOldestGoFirst()
    {
        MatchFeed feed(nullptr, 3);
        fill(feed);
        QCOMPARE(feed.rowCount(), 3);
        QCOMPARE(feed.entries().constFirst().type, QStringLiteral("chat_message"));
    }

    void filterByCategoryAndSearch()
    {
        MatchFeed feed;
        fill(feed);
        MatchFeedFilter filter;
        filter.setSourceModel(&feed);
        QCOMPARE(filter.rowCount(), 4);
        filter.setCategories({QStringLiteral("chat"), QStringLiteral("admin")});
        QCOMPARE(filter.rowCount(), 2);
        filter.setSearch(QStringLiteral("PAUSED"));
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data(MatchFeed::TypeRole).toString(),
                 QStringLiteral("server_status"));
        filter.setCategories({});
        filter.setSearch(QStringLiteral("volkov"));
        QCOMPARE(filter.rowCount(), 2); // the kill and the winners
    }

    // A game tells of a pause, an announcement and a kick twice (a match or chat event and an
    // admin event): the feed shows one line each, naming the admin.
    void oneLinePerPauseAnnouncementAndKick()
    {
        MatchFeed feed;
        feed.setTickRate(15);
        feed.append(QStringLiteral("match"), QStringLiteral("pause"), 300,
                    {{QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 300,
                    {{QStringLiteral("message"), QStringLiteral("Match paused")},
                     {QStringLiteral("paused"), true},
                     {QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        QCOMPARE(feed.rowCount(), 1);
        QCOMPARE(feed.index(0).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("Paused by Tournament Admin"));

        feed.append(QStringLiteral("chat"), QStringLiteral("chat_message"), 310,
                    {{QStringLiteral("from"), QStringLiteral("Server")},
                     {QStringLiteral("message"), QStringLiteral("Final in five minutes")},
                     {QStringLiteral("channel"), QStringLiteral("all")}});
        feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 310,
                    {{QStringLiteral("message"), QStringLiteral("Final in five minutes")},
                     {QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        QCOMPARE(feed.rowCount(), 2);
        QCOMPARE(feed.index(1).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("Server: Final in five minutes"));
        QCOMPARE(feed.index(1).data(MatchFeed::WhoRole).toString(),
                 QStringLiteral("Tournament Admin"));

        feed.append(QStringLiteral("match"), QStringLiteral("player_leave"), 320,
                    {{QStringLiteral("player"), QStringLiteral("Tanya")},
                     {QStringLiteral("reason"), QStringLiteral("kicked by an admin")}});
        feed.append(QStringLiteral("admin"), QStringLiteral("kick"), 320,
                    {{QStringLiteral("player"), QStringLiteral("Tanya")},
                     {QStringLiteral("reason"), QStringLiteral("kicked by an admin")},
                     {QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        QCOMPARE(feed.rowCount(), 3);
        QCOMPARE(feed.index(2).data(MatchFeed::SentenceRole).toString(),
                 QStringLiteral("Tournament Admin kicked Tanya: kicked by an admin"));
        QCOMPARE(feed.index(2).data(MatchFeed::WhoRole).toString(),
                 QStringLiteral("Tournament Admin"));

        // The same words again a minute later are another announcement: their own line.
        feed.append(QStringLiteral("admin"), QStringLiteral("server_status"), 1210,
                    {{QStringLiteral("message"), QStringLiteral("Final in five minutes")},
                     {QStringLiteral("by"), QStringLiteral("Tournament Admin")}});
        QCOMPARE(feed.rowCount(), 4);
    }
};

QTEST_GUILESS_MAIN(TestMatchFeed)
#include "TestMatchFeed.moc"
