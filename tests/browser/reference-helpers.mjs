// The helpers every example of docs/plugins/methods.md has in scope. reference.test.mjs serves
// this file to the page as /helpers.mjs and sets globalThis.referenceGame ({ url, password,
// tier }: a fresh ic-remote-mock and the tier the example's "// tier:" line names) before it
// imports an example.
import { IcClient } from "/sdk/ic-remote.mjs";

export const game = Object.freeze({ ...globalThis.referenceGame });

// Throws `message` unless `condition` holds.
export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// JSON with the keys of every object sorted: equal values give equal text.
function canonical(value) {
  return JSON.stringify(value, (key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
      : v);
}

// Throws unless `actual` and `expected` are the same JSON value; `what` names it.
export function assertEqual(actual, expected, what) {
  if (canonical(actual) !== canonical(expected))
    throw new Error(`${what}: expected ${canonical(expected)}, got ${canonical(actual)}`);
}

// The result of a call's answer; throws with the error's code and message if it was an error.
export function ok(answer) {
  if (answer.error) throw new Error(`error ${answer.error.code}: ${answer.error.message}`);
  return answer.result;
}

// Throws unless the answer is the error `code` with a message matching `pattern`.
export function assertError(answer, code, pattern) {
  assert(answer.error, `expected error ${code}, got the result ${canonical(answer.result)}`);
  assert(answer.error.code === code,
         `expected error ${code}, got ${answer.error.code}: ${answer.error.message}`);
  assert(!pattern || pattern.test(answer.error.message),
         `the message "${answer.error.message}" does not match ${pattern}`);
}

// A connected IcClient for the example's game, as the tier of its "// tier:" line unless
// `options` say otherwise. Throws if the game refuses it.
export async function connect(options = {}) {
  const client = new IcClient({ url: game.url, password: game.password, tier: game.tier,
                                name: "methods.md example", reconnect: false, ...options });
  const { error } = await client.connect();
  if (error) throw new Error(`connecting as ${client.options.tier}: ${error.message}`);
  return client;
}

// The next event (or lifecycle value, e.g. "disconnected") of `name` on `client` for which
// `where(value)` holds; rejects after `ms` milliseconds.
export function nextEvent(client, name, where = () => true, ms = 5000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no "${name}" ${where.length ? "that matches " + where + " " : ""}` +
                       `within ${ms} ms`));
    }, ms);
    const off = client.on(name, (value) => {
      if (!where(value)) return;
      clearTimeout(timer);
      off();
      resolve(value);
    });
  });
}
