#pragma once
// The simulated servers' log (ic-remote-mock, ic-relay-mock): every line to standard error with
// its time, level and category, even when standard error is a pipe (Qt's default would send it
// to the journal), so scripts, tests and the panel see warnings such as "no password set".

namespace ic {

/// Sets the message pattern and the handler; call first thing in main().
void logToStderr();

} // namespace ic
