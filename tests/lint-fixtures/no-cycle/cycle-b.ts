// Fixture for src/architecture-rules.test.ts: cycle-a and cycle-b import each other.
import { base } from './cycle-a';

export const double = (n: number) => n * 2;
export const doubledBase = () => double(base);
