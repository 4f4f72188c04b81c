import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  // The manifest tells scripts/prerender.ts which stylesheet the app loads, to inline its first screen's.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/session': 'http://localhost:3000' },
  },
});
