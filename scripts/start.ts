import { ensureWebBuild } from './ensure-web-build';

// `npm start`: build the web app if it is missing or stale, then run the server.
ensureWebBuild();
await import('../src/server/main');
