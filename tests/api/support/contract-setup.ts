import { afterAll, afterEach, expect } from 'vitest';
import { takeContractProblems } from './contract';

// The API suite's every answer is checked against the OpenAPI document (see contract.ts): a test
// whose requests met an undocumented status or body fails, with the list.
const expectContractKept = () =>
  expect(takeContractProblems(), 'answers that break the documented contract').toEqual([]);

afterEach(expectContractKept);
afterAll(expectContractKept);
