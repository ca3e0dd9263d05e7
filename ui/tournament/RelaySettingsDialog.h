#pragma once
// Settings… on the Tournament page: a relay's settings as relay/config.get gives them (the name
// the relay gives itself — not the panel's name for it —, message of the day, how long an ended
// game stays listed, most sessions at once). changes() holds only what the user changed, as
// relay/config.set's `settings`; the relay checks every value and a refused one changes nothing.
// An admin also sees the relay's bans (config.get's `bans`), each with Lift Ban: the dialog asks
// the page (liftBanRequested) and shows the answer (banLifted, banNotLifted).

#include <QDialog>
#include <QJsonArray>
#include <QJsonObject>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace icui {

class RelaySettingsDialog : public QDialog
{
    Q_OBJECT
public:
    RelaySettingsDialog(const QString &relayName, const QJsonObject &settings,
                        QWidget *parent = nullptr, const QJsonArray &bans = {});

    QLineEdit *nameField() const { return m_name; }
    QLineEdit *motdField() const { return m_motd; }
    QSpinBox *lingerBox() const { return m_linger; }
    QSpinBox *maxSessionsBox() const { return m_maxSessions; }
    /// The settings that differ from what the relay said.
    QJsonObject changes() const;
    /// A person's words for relay/config.set's `changed` keys ("message of the day").
    static QString settingName(const QString &key);

    /// The bans listed (each item's data: its identity key); absent for an observer.
    QListWidget *bansList() const { return m_bans; }
    QPushButton *liftBanButton() const { return m_lift; }
    /// What the last Lift Ban came to (empty before one).
    QString banAnswer() const;
    /// Selects the ban of `player` (false when there is none).
    bool chooseBan(const QString &player);
    /// The relay lifted the ban of `identityKey`: it leaves the list.
    void banLifted(const QString &identityKey, const QString &sentence);
    /// The relay refused: the ban stays, the sentence says why.
    void banNotLifted(const QString &identityKey, const QString &sentence);

Q_SIGNALS:
    /// Lift Ban on the chosen ban: the page calls relay/admin.ban with banned false.
    void liftBanRequested(const QString &identityKey, const QString &player);

private:
    QWidget *createBans(const QJsonArray &bans);
    void updateLift();

    QJsonObject m_settings;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_motd = nullptr;
    QSpinBox *m_linger = nullptr;
    QSpinBox *m_maxSessions = nullptr;
    QListWidget *m_bans = nullptr;
    QPushButton *m_lift = nullptr;
    QLabel *m_banAnswer = nullptr;
    /// The identity key whose Lift Ban is waiting for the relay (empty when none).
    QString m_lifting;
};

} // namespace icui
