// Fixture for src/architecture-rules.test.ts: cycle-a and cycle-b import each other.
import { double } from './cycle-b';

export const base = 21;
export const answer = () => double(base);
