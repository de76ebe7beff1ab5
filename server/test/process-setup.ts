import { ensureBuilt } from '../../scripts/ensure-built.mjs';

/** Process tests spawn the built server (`dist/server/main.js`), as operators run it: build it if it is stale. */
export default function setup() {
  ensureBuilt();
}
