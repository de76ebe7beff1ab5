// `npm start`: build if needed, then run the compiled server in this process.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import('../dist/server/main.js');
