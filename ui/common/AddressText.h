#pragma once
// Text that names an address (ws://127.0.0.1:4455/, 192.168.1.20:4455, localhost:4455) and wraps
// in a label: a line may break around the address, never inside it ("ws://⏎127.0.0.1:1/", the
// twelfth newcomer's s6-05). The Needs You card and the Connect dialog's problem line use it.

#include <QString>

namespace icui {

class AddressText
{
public:
    /// `text` with a word joiner (U+2060, drawn as nothing) between each two characters of every
    /// address in it. Show this; give screen readers `text` itself.
    static QString keptWhole(const QString &text);

private:
    AddressText() = delete;
};

} // namespace icui
