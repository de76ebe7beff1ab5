import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  root: resolve(root, 'web'),
  plugins: [react()],
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
