#pragma once
// Why a server connection refuses a request head (HttpRequestReader's verdict): the HTTP status
// to answer with and a sentence for the peer. The connection ends after it.

#include <QString>

namespace icnet {

struct HttpRefusal
{
    int status = 400;
    /// For the peer (English, as HTTP status text is).
    QString message;
};

} // namespace icnet
