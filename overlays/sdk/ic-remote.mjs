// ic-remote.mjs — ic-remote.js as an ES module: import { IcClient } from "/sdk/ic-remote.mjs".
// The same code as the classic script (which it loads); see there for the API.
import "./ic-remote.js";

export const { IcClient, ErrorCode, CATEGORIES, authResponse, version } = globalThis.IcRemote;
export default globalThis.IcRemote;
