// Fixture for src/architecture-rules.test.ts: type-only-b imports only a type back, which is erased.
import { describe } from './type-only-b';

export interface Thing {
  name: string;
}
export const thing: Thing = { name: 'thing' };
export const described = () => describe(thing);
