// Zod compiles object parsers with `new Function` after probing whether it may, as each object
// schema is made. Our Content Security Policy (script-src 'self') forbids eval, and Chrome
// reports the probe as a policy violation even though Zod catches it. `jitless` skips both; it
// must be set before Zod's module runs (the schemas are made as the app's chunk loads), so it is
// Zod's global configuration object, which Zod adopts when it finds one, set by the entry.
// tests/e2e/content-security.spec.ts fails if this stops working.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = {
  jitless: true,
};
