import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  publicDir: 'ui/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads it to preload the chunk of the page it renders.
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: 'ui/index.html' },
  },
  ssr: { target: 'node' },
});
