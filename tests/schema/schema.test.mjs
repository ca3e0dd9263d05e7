// docs/tool-manifest.schema.json, the JSON Schema an editor's YAML language server completes and
// checks tool.yaml with, agrees with ic-tool: every example and template in the repository
// passes it; manifests that ic-tool validate refuses (each for the reason named) fail it, and
// so do the ones it only warns about; its keys are the parser's; and the schema that ic-tool
// init names on a new tool.yaml's first line is this one and passes what init made.
// The YAML is read by `yaml`, the parser of the YAML language server, and checked by ajv
// (draft-07, the draft the language server supports; its editor keywords are allowed).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the test through CTest`);
  return value;
}
const sourceDir = need("IC_SOURCE_DIR");
const icTool = need("IC_TOOL");
const require = createRequire(path.join(need("IC_NPM_DIR"), "package.json"));
const Ajv = require("ajv");
const YAML = require("yaml");

const schemaFile = path.join(sourceDir, "docs", "tool-manifest.schema.json");
const schema = JSON.parse(readFileSync(schemaFile, "utf8"));
// The editor keywords of the YAML language server (and VS Code), which ajv does not know.
const editorKeywords = ["patternErrorMessage", "errorMessage", "enumDescriptions",
                        "markdownDescription", "defaultSnippets"];
function compile(document) {
  // Strict (unknown keywords, formats and the like are errors), but a rule may apply to a key
  // without repeating its type (the tier rule's "items", which holds for a list only).
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  ajv.addVocabulary(editorKeywords);
  return ajv.compile(document);
}
const validate = compile(schema);

// What the schema says about a manifest's text: [] when it passes.
function schemaErrors(text) {
  const document = YAML.parseDocument(text);
  assert.deepEqual(document.errors, [], "the test's YAML itself must parse");
  return validate(document.toJS()) ? [] : validate.errors;
}

// ic-tool in English, in a scratch folder of its own.
function icToolRun(args, cwd) {
  return new Promise((resolve) => {
    const env = { ...process.env, LC_ALL: "C.UTF-8", LANG: "C.UTF-8" };
    delete env.LANGUAGE;
    execFile(icTool, args, { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, out: stdout + stderr }));
  });
}
function scratch() {
  return mkdtempSync(path.join(os.tmpdir(), "ic-schema-"));
}

function manifestsUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...manifestsUnder(full));
    else if (entry.name === "tool.yaml") found.push(full);
  }
  return found;
}

test("the schema is a valid draft-07 schema with a description on every key", () => {
  assert.equal(schema.$schema, "http://json-schema.org/draft-07/schema#");
  for (const [key, property] of Object.entries(schema.properties))
    assert.ok(property.description, `${key} has no description for the editor's hover`);
  for (const [key, property] of Object.entries(schema.properties.overlay.properties))
    assert.ok(property.description, `overlay.${key} has no description`);
});

test("every example and template passes the schema", () => {
  const manifests = ["overlays", "examples", path.join("app", "cli", "templates")]
    .map((folder) => path.join(sourceDir, folder))
    .filter((folder) => { try { return readdirSync(folder) && true; } catch { return false; } })
    .flatMap(manifestsUnder);
  assert.ok(manifests.length >= 6, `only ${manifests.length} tool.yaml files found`);
  for (const file of manifests) {
    // A template as ic-tool init fills it in.
    const text = readFileSync(file, "utf8").replaceAll("@ID@", "fjord-cup")
      .replaceAll("@NAME@", "Fjord Cup");
    assert.deepEqual(schemaErrors(text), [], path.relative(sourceDir, file));
  }
  // The reference example of docs/icrp-spec.md §17, with every key.
  const spec = readFileSync(path.join(sourceDir, "docs", "icrp-spec.md"), "utf8");
  const example = /## 17\.[^]*?```yaml\n([^]*?)```/.exec(spec);
  assert.ok(example, "docs/icrp-spec.md §17 has no yaml example");
  assert.deepEqual(schemaErrors(example[1]), [], "docs/icrp-spec.md §17");
  assert.deepEqual(Object.keys(YAML.parse(example[1])).sort(),
                   Object.keys(schema.properties).sort(), "§17's example shows every key");
});

const base = {
  name: '"Bad Tool"', version: '"1.0.0"', author: '"Someone"', description: '"Checks things"',
  tier: '"observer"', transport: '"websocket"', entry_point: '"overlay/index.html"',
};
// A manifest: the base with `changes` (a key set to undefined is left out), key: value lines.
function manifest(changes) {
  const fields = { ...base, ...changes };
  return Object.entries(fields).filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`).join("\n") + "\n";
}

// Manifests ic-tool refuses, and the words of the reason it gives.
const refused = [
  ["no name", { name: undefined }, 'required field "name" is missing'],
  ["no entry point", { entry_point: undefined }, 'required field "entry_point" is missing'],
  ["an empty name", { name: '""' }, '"name" is empty'],
  ["a name that is a list", { name: "[a, b]" }, '"name" must be text'],
  ["a name of two lines", { name: '"Line one\\nline two"' }, '"name" must be one line'],
  ["a terminal escape in the name", { name: '"Red \\e[31m"' }, "control character"],
  ["a direction override in the author", { author: '"evil\\u202Etxt"' }, "control character"],
  ["a name of 65 characters", { name: `"${"n".repeat(65)}"` }, "at most 64 are allowed"],
  ["a description of 1001 characters", { description: `"${"d".repeat(1001)}"` },
   "at most 1000 are allowed"],
  ["an unknown tier", { tier: '"overlord"' }, 'unknown tier "overlord"'],
  ["a tier in capitals", { tier: '"Observer"' }, 'unknown tier "Observer"'],
  ["an unknown transport", { transport: '"pigeon"' }, 'unknown transport "pigeon"'],
  ["a version of two numbers", { version: '"1.2"' }, "is not a semantic version"],
  ["a version with a leading zero", { version: '"1.02.0"' }, "leading zeros"],
  ["a bare number as version", { version: "1.0" }, "is not a semantic version"],
  ["an id with capitals", { id: "Live_Stats" }, "is not a valid tool id"],
  ["an id ending in '-'", { id: "live-" }, "is not a valid tool id"],
  ["an id of one letter", { id: "a" }, "is not a valid tool id"],
  ["an entry point outside the package", { entry_point: '"../index.html"' }, "is not allowed"],
  ["an absolute entry point", { entry_point: '"/srv/index.html"' }, "absolute path"],
  ["a backslash in the entry point", { entry_point: '"overlay\\\\index.html"' }, "backslash"],
  ["a drive letter", { entry_point: '"C:/overlay/index.html"' }, "drive letter"],
  ["an empty folder name", { entry_point: '"overlay//index.html"' }, "empty folder name"],
  ["a '.' folder", { entry_point: '"./overlay/index.html"' }, '"." folder'],
  ["a page over stdio", { transport: '"stdio"' }, "cannot use the stdio transport"],
  ["an event instead of a category", { subscriptions: "[unit_destroyed]" },
   "is an event, not a category"],
  ["an unknown category", { subscriptions: "[gossip]" }, 'unknown subscription category'],
  ["subscriptions that are not a list", { subscriptions: "match" }, "must be a list"],
  ["telemetry for an observer", { subscriptions: "[match, telemetry]" },
   "observer tools cannot subscribe to telemetry"],
  ["admin events for a mod tool", { tier: "mod", subscriptions: "[admin]" },
   "mod tools cannot subscribe to admin"],
  ["a GIF screenshot", { screenshots: '["shots/preview.gif"]' }, "is not a PNG, JPEG or WebP"],
  ["a screenshot outside the package", { screenshots: '["../preview.png"]' }, "is not allowed"],
  ["an overlay without height", { overlay: "{width: 480}" }, "overlay needs a height"],
  ["an overlay 0 pixels wide", { overlay: "{width: 0, height: 270}" }, "out of range"],
  ["an overlay wider than 8K", { overlay: "{width: 7681, height: 270}" }, "out of range"],
  ["an overlay size in text", { overlay: '{width: "wide", height: 270}' },
   "whole number of pixels"],
  ["an overlay that is a number", { overlay: "480" }, '"overlay" must hold width and height'],
  ["plain http to another host", { network: '["http://example.com"]' },
   "plain http is allowed only for localhost"],
  ["a wildcard origin", { network: '["https://*.example.com"]' }, "wildcards"],
  ["an origin with a path", { network: '["https://example.com/api"]' }, "no path"],
  ["an origin with a user", { network: '["https://me@example.com"]' }, "no user name"],
  ["an origin without scheme", { network: '["example.com"]' }, "no https://"],
  ["port 0", { network: '["https://example.com:0"]' }, "port must be a number"],
  ["a malformed icrp requirement", { icrp: '"1"' }, "icrp requirement is malformed"],
  ["two comparators run together", { icrp: '">=1.0<2.0"' }, "icrp requirement is malformed"],
];

for (const [what, changes, reason] of refused) {
  test(`refused by ic-tool and by the schema: ${what}`, async () => {
    const text = manifest(changes);
    const folder = scratch();
    try {
      writeFileSync(path.join(folder, "tool.yaml"), text);
      const checked = await icToolRun(["validate", "tool.yaml"], folder);
      assert.equal(checked.code, 1, checked.out);
      assert.ok(checked.out.includes(reason), `ic-tool does not say "${reason}":\n${checked.out}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    assert.notDeepEqual(schemaErrors(text), [], `the schema passes:\n${text}`);
  });
}

// What ic-tool only warns about, the editor flags too (a language server shows a schema's
// complaints as warnings); a good manifest with the same files passes both.
const warned = [
  ["an unknown key", { titel: '"x"' }, 'unknown key "titel" is ignored'],
  ["an unknown key in overlay", { overlay: "{width: 480, height: 270, depth: 3}" },
   'unknown key "depth" in overlay'],
  ["a category listed twice", { subscriptions: "[match, match]" }, "is listed twice"],
  ["an origin listed twice", { network: '["https://a.example", "https://a.example"]' },
   "is listed twice"],
  ["an overlay size for a program", { entry_point: '"bin/tool"', overlay: "{width: 4, height: 4}" },
   "overlay size is ignored"],
];
const good = [
  ["every key", { id: "fjord-cup", subscriptions: "[match, economy, combat, chat, sim_state]",
                  screenshots: '["shots/a.PNG", "shots/b.jpeg", "shots/c.webp"]',
                  overlay: "{width: 7680, height: 4320}",
                  network: '["HTTPS://Api.Example.com:443", "http://localhost:8080", "https://[::1]"]',
                  icrp: '">= 1.0, <2.0"' }],
  ["admin with admin events", { tier: "admin", subscriptions: "[admin, telemetry]" }],
  ["a program over stdio", { entry_point: '"bin/tool"', transport: "stdio" }],
  ["a pre-release", { version: '"1.2.0-beta.1+build.7"' }],
  ["empty lists", { subscriptions: "", screenshots: "", network: "" }],
  ["a description of two lines", { description: '"One line.\\nAnother."' }],
];
const files = ["overlay/index.html", "bin/tool", "shots/a.PNG", "shots/b.jpeg", "shots/c.webp"];

async function validateInPackage(text) {
  const folder = scratch();
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), "");
    }
    writeFileSync(path.join(folder, "tool.yaml"), text);
    return await icToolRun(["validate", "tool.yaml"], folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

for (const [what, changes, warning] of warned) {
  test(`a warning of ic-tool, flagged by the schema: ${what}`, async () => {
    const text = manifest(changes);
    const checked = await validateInPackage(text);
    assert.equal(checked.code, 0, checked.out);
    assert.ok(checked.out.includes(warning), `ic-tool does not warn "${warning}":\n${checked.out}`);
    assert.notDeepEqual(schemaErrors(text), [], `the schema passes:\n${text}`);
  });
}

for (const [what, changes] of good) {
  test(`accepted by ic-tool and by the schema: ${what}`, async () => {
    const text = manifest(changes);
    const checked = await validateInPackage(text);
    assert.equal(checked.code, 0, checked.out);
    assert.match(checked.out, /, 0 warnings/);
    assert.deepEqual(schemaErrors(text), []);
  });
}

test("the schema's keys are the ones ic-tool knows", async () => {
  // ic-tool lists the keys it knows when a key resembles none of them.
  const checked = await validateInPackage(manifest({ zzzzzzzz: "1" }));
  const known = /known keys are: ([a-z_, ]+)/.exec(checked.out);
  assert.ok(known, checked.out);
  assert.deepEqual(known[1].split(", ").sort(), Object.keys(schema.properties).sort());
  assert.deepEqual([...schema.required].sort(),
                   ["author", "description", "entry_point", "name", "tier", "transport",
                    "version"]);
});

test("ic-tool init names this schema on the first line, and what it made passes it", async () => {
  const folder = scratch();
  try {
    for (const template of ["stream-overlay", "stats-dashboard", "native-tool"]) {
      const tool = path.join(folder, `my-${template}`);
      const made = await icToolRun(["init", "--template", template, tool], folder);
      assert.equal(made.code, 0, made.out);
      const text = readFileSync(path.join(tool, "tool.yaml"), "utf8");
      const first = text.split("\n")[0];
      // As the YAML language server reads a modeline: "# yaml-language-server:" and then
      // $schema= with no space in the address.
      const modeline = /^# yaml-language-server: \$schema=(file:\/\/\/\S+)$/.exec(first);
      assert.ok(modeline, `the first line is: ${first}`);
      const named = fileURLToPath(modeline[1]);
      assert.match(named, /\/share\/ic-control-panel\/tool-manifest\.schema\.json$/);
      assert.equal(readFileSync(named, "utf8"), readFileSync(schemaFile, "utf8"),
                   `${named} is not docs/tool-manifest.schema.json`);
      const check = compile(JSON.parse(readFileSync(named, "utf8")));
      assert.ok(check(YAML.parse(text)), JSON.stringify(check.errors));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
