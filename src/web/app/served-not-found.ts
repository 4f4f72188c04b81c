import { createContext } from 'react';

/**
 * The path the server answered with its not-found page (a 404: no such page, service or person),
 * or null. The public layout shows the not-found view there at once, as the prerendered document
 * does, instead of asking for a page the server already knows is missing.
 */
export const ServedNotFound = createContext<string | null>(null);

/** The path, when the document is the server's not-found page (scripts/prerender.ts marks it). */
export const servedNotFoundPath = (root: HTMLElement): string | null =>
  root.dataset.status === '404' ? window.location.pathname : null;
