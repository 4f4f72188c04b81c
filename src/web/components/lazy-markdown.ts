import { lazy } from 'react';

// markdown-it lives in its own chunk: only page views download it. Links to a page may warm it
// up on hover or focus.
export const preloadMarkdown = () => import('./markdown');
export const LazyMarkdown = lazy(preloadMarkdown);
