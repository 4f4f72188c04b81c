import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { THEME_LOADER } from './src/shared/theme-loader.ts';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // The theme is set before the first paint by an inline script in <head> (ADR 0032), in place
  // of index.html's marker.
  plugins: [
    react(),
    {
      name: 'theme-loader',
      transformIndexHtml(html: string) {
        const marker = '<!--theme-loader-->';
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
        return html.replace(marker, `<script>${THEME_LOADER}</script>`);
      },
    },
  ],
  // The manifest tells scripts/prerender.ts which stylesheet the app loads, to inline its first screen's.
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // ExcelJS (about 930 kB) is the one chunk past Vite's 500 kB warning, on purpose: it loads only
    // when a project is exported (docs/development.md, "Page weight of the stack").
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/session': 'http://localhost:3000' },
  },
});
