// `npm start`: build if the build is missing or stale, then run the built server in this very
// process (plain node, no loader, no shell in between: signals reach the server itself).
import { ensureBuild } from './build-state.mjs';

ensureBuild();
await import('../dist/server/main.js');
