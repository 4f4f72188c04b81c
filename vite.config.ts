import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in src/web and builds to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/session': 'http://localhost:3000' },
  },
});
