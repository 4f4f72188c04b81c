// Fixture for src/architecture-rules.test.ts: type-only-b imports only a type back, which is erased.
import type { Thing } from './type-only-a';

export const describe = (thing: Thing) => `a thing called ${thing.name}`;
