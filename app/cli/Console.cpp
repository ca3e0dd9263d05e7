#include "cli/Console.h"

#include "common/ForeignText.h"

namespace iccli {

Console::Console() : m_out(stdout), m_err(stderr) {}

Console::Console(QString *out, QString *err) : m_out(out), m_err(err) {}

void Console::out(const QString &line)
{
    m_out << ic::ForeignText::escaped(line, true) << '\n';
    m_out.flush();
}

void Console::err(const QString &line)
{
    m_err << ic::ForeignText::escaped(line, true) << '\n';
    m_err.flush();
}

void Console::outRaw(const QString &text)
{
    m_out << ic::ForeignText::escaped(text, true);
    m_out.flush();
}

} // namespace iccli
