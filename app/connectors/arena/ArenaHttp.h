#pragma once
// The HTTP/1.1 the arena's proxy, its client and the simulated peers speak is the program's one
// framing (app/net, icnet: requests read and judged as the panel's own servers judge them,
// answers read, both written as bytes); its types are named here in the arena's namespace.
// What stays in the arena is the sockets' side: HttpServerConnection (one accepted connection,
// its timeouts, answers in order) and ArenaHttpClient (one kept-alive client connection).

#include "net/HttpRefusal.h"
#include "net/HttpRequest.h"
#include "net/HttpRequestReader.h"
#include "net/HttpResponse.h"
#include "net/HttpResponseReader.h"

namespace icconnectors::arena {

using icnet::HttpRefusal;
using icnet::HttpRequest;
using icnet::HttpRequestReader;
using icnet::HttpResponse;
using icnet::HttpResponseReader;

} // namespace icconnectors::arena
