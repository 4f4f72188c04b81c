// `npm start`: build if the build is missing or stale, then run the built server in this very
// process (plain node, no loader, no shell in between: signals reach the server itself).
import module from 'node:module';
import { ensureBuild } from './build-state.mjs';

ensureBuild();
// Node 22.1+ keeps the compiled code of the modules it loads (in the temp folder): later starts
// skip most of the compiling. Node 20 has no such cache.
module.enableCompileCache?.();
await import('../dist/server/main.js');
