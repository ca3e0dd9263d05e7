// The official MCP conformance suite (@modelcontextprotocol/conformance, its server scenarios)
// against the panel's Streamable HTTP endpoint (issue 31): a headless `ic-panel --demo` on a
// free port, the MCP server paired with `ic-tool mcp --pair`, and the suite's CLI run once per
// scenario that applies to it. The suite's client cannot send a header of its own, so it talks
// to a small forwarding proxy of this test (127.0.0.1, port 0) that adds "Authorization: Bearer
// <token>" — the token `ic-tool mcp --http` prints for a user's HTTP client —
// and maps its own port to the panel's in Host and Origin (so the suite's DNS-rebinding Host is
// what the panel sees). A scenario that applies fails the test if any of its checks fails,
// except the checks listed in NOT_APPLICABLE_CHECKS (docs/plugins/mcp.md says why).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, mkdtempSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { programs, run, scratch, startPanel } from "./support.mjs";

const cli = path.join(process.env.IC_NPM_DIR, "node_modules/@modelcontextprotocol/conformance/dist/index.js");

// The server scenarios that apply to IC's MCP server (the others test the tools, resources and
// prompts of the suite's own reference server, or features it does not offer: docs/plugins/mcp.md).
const SCENARIOS = ["server-initialize", "ping", "tools-list", "resources-list", "prompts-list",
                   "server-sse-multiple-streams", "dns-rebinding-protection"];
// Checks of those scenarios that do not apply, by check id, with why.
const NOT_APPLICABLE_CHECKS = {
  // It sends "Origin: http://localhost:PORT" and wants 2xx: the panel's port answers no page
  // origin but an installed tool's own, and /mcp no Origin at all (only programs may use it).
  "localhost-host-valid-accepted": /Expected HTTP 2xx .* got 403/,
};

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The settings a user copies into an HTTP client: `ic-tool mcp --http` (the endpoint, and the
// header with the paired tool's token).
async function httpSettings(env, hostPort) {
  const printed = await run(programs.tool, ["mcp", "--http"], env);
  assert.equal(printed.code, 0, printed.err);
  const settings = JSON.parse(printed.out.slice(printed.out.indexOf("{")));
  const server = settings.mcpServers["iron-curtain"];
  assert.equal(server.type, "http");
  assert.equal(server.url, `http://127.0.0.1:${hostPort}/mcp`);
  assert.match(printed.out, new RegExp(`^URL: http://127\\.0\\.0\\.1:${hostPort}/mcp$`, "m"));
  const header = server.headers.Authorization;
  assert.match(header, /^Bearer \S{20,}$/);
  assert.ok(printed.out.includes(`Authorization: ${header}`));
  return header.slice("Bearer ".length);
}

// A proxy on 127.0.0.1 that adds the token and maps its port to the panel's (streams pass).
async function startProxy(panelPort, token) {
  const server = http.createServer((req, res) => {
    const port = server.address().port;
    const map = (value) => value?.replace(new RegExp(`:${port}\\b`), `:${panelPort}`);
    const headers = { ...req.headers, authorization: `Bearer ${token}` };
    headers.host = map(headers.host);
    if (headers.origin) headers.origin = map(headers.origin);
    const upstream = http.request({ host: "127.0.0.1", port: panelPort, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
    upstream.on("error", (error) => { res.writeHead(502); res.end(String(error)); });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));
  return server.address().port;
}

// Runs one scenario with the suite's CLI: its checks (checks.json of its output folder).
async function runScenario(url, scenario) {
  const out = mkdtempSync(path.join(os.tmpdir(), "ic-conformance-"));
  const child = spawn(process.execPath, [cli, "server", "--url", url, "--scenario", scenario, "-o", out],
                      { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  await new Promise((resolve) => child.on("exit", resolve));
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === "checks.json") found.push(file);
    }
  };
  walk(out);
  assert.equal(found.length, 1, `${scenario}: no checks.json\n${log}`);
  return { checks: JSON.parse(readFileSync(found[0], "utf8")), log };
}

test("the conformance suite's server scenarios that apply pass against /mcp", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  const panel = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());
  const unpaired = await run(programs.tool, ["mcp", "--http"], s.env);
  assert.equal(unpaired.code, 1);
  assert.match(unpaired.err, /not paired yet: run ic-tool mcp --pair first/);
  const paired = await run(programs.tool, ["mcp", "--pair", "--name", "Conformance"], s.env);
  assert.equal(paired.code, 0, paired.err);
  const token = await httpSettings(s.env, panel.hostPort);

  // Straight to the panel, without the token: 401 saying how to pair.
  const direct = await fetch(`http://127.0.0.1:${panel.hostPort}/mcp`, {
    method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
  assert.equal(direct.status, 401);
  assert.match((await direct.json()).error.message, /ic-tool mcp --pair/);

  const proxyPort = await startProxy(panel.hostPort, token);
  const url = `http://localhost:${proxyPort}/mcp`;
  const failures = [];
  for (const scenario of SCENARIOS) {
    const { checks, log } = await runScenario(url, scenario);
    assert.ok(checks.length > 0, `${scenario}: no checks\n${log}`);
    for (const check of checks) {
      const why = NOT_APPLICABLE_CHECKS[check.id];
      if (check.status === "FAILURE" && why) {
        assert.match(check.errorMessage ?? "", why, `${scenario}/${check.id} fails otherwise than documented`);
        console.log(`not applicable: ${scenario}/${check.id}: ${check.errorMessage}`);
      } else if (check.status === "FAILURE") {
        failures.push(`${scenario}/${check.id}: ${check.errorMessage}`);
      } else {
        console.log(`${check.status.toLowerCase()}: ${scenario}/${check.id}`);
      }
    }
  }
  assert.deepEqual(failures, [], failures.join("\n"));
});
