#pragma once
// The Match page's event feed: the match's events as sentences with their game time, newest at
// the bottom (followed while the view is at the bottom), long lines wrapped, a switch per
// category and a search.

#include <QGroupBox>
#include <QHash>

class QCheckBox;
class QLineEdit;
class QListView;

namespace icmatch {
class MatchFeed;
class MatchFeedFilter;
} // namespace icmatch

namespace icui {

class MatchFeedBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit MatchFeedBox(icmatch::MatchFeed *feed, QWidget *parent = nullptr);

    QListView *view() const { return m_view; }
    QLineEdit *search() const { return m_search; }
    /// The switch of `category` (match, combat, economy, chat, admin).
    QCheckBox *categorySwitch(const QString &category) const { return m_switches.value(category); }
    icmatch::MatchFeedFilter *filter() const { return m_filter; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyCategories();
    /// Scrolls to the newest line if the user follows them, later (a new line's height is
    /// known once the view has laid it out). Not while hidden: scrolling lays out every line
    /// of the view, at each event; showEvent() catches up.
    void followLater();

    icmatch::MatchFeedFilter *m_filter = nullptr;
    QListView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
    QHash<QString, QCheckBox *> m_switches;
    /// The user left the view at its bottom: it follows new lines, a resize and a bar.
    bool m_following = true;
};

} // namespace icui
