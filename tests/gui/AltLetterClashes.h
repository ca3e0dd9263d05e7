#pragma once
// Which Alt letters a window shows twice: its menu bar's titles, the buttons, the labels with a
// buddy, the group boxes and the tabs it shows (other windows, as a replay opened from a page, have
// their own letters). TestAltLetters checks every page with it; the pages' tests check the states
// only they reach (a bar's button after a refusal or an export).

#include <QChar>
#include <QString>
#include <QStringList>

class QWidget;

class AltLetterClashes
{
public:
    /// The letter after the first single "&" of `text`, in lower case (null when none).
    static QChar letterOf(QString text);
    /// "letter: text / text" for each letter two of what `window` shows share; empty if none.
    static QStringList in(QWidget *window);
};
