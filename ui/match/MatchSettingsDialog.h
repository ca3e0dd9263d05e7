#pragma once
// Match ▸ Settings…: the match settings the game lets an admin change (ic/admin.settings: game
// speed, spectator chat, pause limit). changes() holds only what the user changed.

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace icui {

class MatchSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MatchSettingsDialog(const QJsonObject &settings, QWidget *parent = nullptr);

    QComboBox *speed() const { return m_speed; }
    QCheckBox *spectatorChat() const { return m_spectatorChat; }
    QSpinBox *pauseLimit() const { return m_pauseLimit; }
    /// The settings that differ from what the game said, as ic/admin.settings' `set`.
    QJsonObject changes() const;

private:
    QJsonObject m_settings;
    QComboBox *m_speed = nullptr;
    QCheckBox *m_spectatorChat = nullptr;
    QSpinBox *m_pauseLimit = nullptr;
};

} // namespace icui
