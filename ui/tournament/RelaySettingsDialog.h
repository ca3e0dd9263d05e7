#pragma once
// Settings… on the Tournament page: a relay's settings as relay/config.get gives them (name,
// message of the day, how long an ended game stays listed, most sessions at once). changes()
// holds only what the user changed, as relay/config.set's `settings`; the relay checks every
// value and a refused one changes nothing.

#include <QDialog>
#include <QJsonObject>

class QLineEdit;
class QSpinBox;

namespace icui {

class RelaySettingsDialog : public QDialog
{
    Q_OBJECT
public:
    RelaySettingsDialog(const QString &relayName, const QJsonObject &settings,
                        QWidget *parent = nullptr);

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *motdField() const { return m_motd; }
    QSpinBox *lingerBox() const { return m_linger; }
    QSpinBox *maxSessionsBox() const { return m_maxSessions; }
    /// The settings that differ from what the relay said.
    QJsonObject changes() const;

private:
    QJsonObject m_settings;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_motd = nullptr;
    QSpinBox *m_linger = nullptr;
    QSpinBox *m_maxSessions = nullptr;
};

} // namespace icui
