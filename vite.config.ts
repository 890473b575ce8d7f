import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from './vitePrecompress';
import { chunkGroups } from './viteChunkGroups';
import { fittingRoom } from './fittingRoomBuild';
import { commonPasswords } from './viteCommonPasswords';
import { preloadStart } from './vitePreloadStart';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react(), commonPasswords(), preloadStart(), precompress(), fittingRoom()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // A screen's code in a few chunks: see viteChunkGroups.ts.
      output: { manualChunks: chunkGroups(root) },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
