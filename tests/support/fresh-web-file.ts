import { vi } from 'vitest';

// As tests/support/fresh-modules.ts (each test file on fresh modules of our own code), and the web
// unit tests also share one jsdom window: each file starts with it as a new one would be.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.title = '';
document.head.innerHTML = '';
document.body.innerHTML = '';
