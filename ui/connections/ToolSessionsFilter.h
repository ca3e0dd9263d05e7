#pragma once
// The tool sessions as ToolSessionsBox shows them: the panel's own previews of overlays (the
// Overlays page) left out unless asked for, and greyed when shown, so OBS, browsers and
// programs stand out. The colour is the view's palette's (light and dark alike). The column
// titles are on two lines where that makes a column narrower.

#include <QPointer>
#include <QSortFilterProxyModel>

class QWidget;

namespace icui {

class ToolSessionsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    /// `view` gives the palette of the greyed rows.
    explicit ToolSessionsFilter(QWidget *view, QObject *parent = nullptr);

    bool showsPreviews() const { return m_showPreviews; }
    void setShowPreviews(bool show);
    /// How many of the source's rows are previews (shown or not).
    int previewCount() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// The column titles on two lines where that makes a column narrower (TwoLineHeaders).
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QPointer<QWidget> m_view;
    bool m_showPreviews = false;
};

} // namespace icui
