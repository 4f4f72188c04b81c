import { vi } from 'vitest';

// The unit projects run their files one after another in one worker (isolate: false in
// vitest.config.ts) instead of a process each. This setup file runs before each test file: our
// own modules are evaluated afresh for it, as in a process of its own (a vi.mock takes effect, no
// module-level state is left over). Packages in node_modules stay loaded.
vi.resetModules();
