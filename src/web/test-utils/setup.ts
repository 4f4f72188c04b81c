import { configure } from '@testing-library/react';

// The dashboard is a lazy chunk: a file's first test waits while Vitest transforms it, which on a
// busy 2-core machine can take seconds. A generous ceiling for findBy/waitFor, not a speed claim.
configure({ asyncUtilTimeout: 15_000 });
