import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { precompress } from './vitePrecompress';
import { fittingRoom } from './fittingRoomBuild';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react(), precompress(), fittingRoom()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // ra-core's modules import each other in cycles; split across lazy chunks they would load in
        // the wrong order, so it stays one chunk (the app needs nearly all of it at start anyway).
        manualChunks: (id) => {
          if (id.includes('/node_modules/ra-core/')) return 'ra-core';
          // Tiny helpers every library shares and the start needs: kept out of the lazy chunks below.
          if (id.includes('/node_modules/@babel/runtime/')) return 'ra-core';
          // The report charts' helpers (scales, shapes, gestures) import nothing of MUI X Charts, so they load
          // in parallel as their own chunk beside the charts' core.
          if (/\/node_modules\/(d3-[^/]+|@mui\/x-internal-gestures|internmap|flatqueue|reselect)\//.test(id))
            return 'chart-helpers';
          return undefined;
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
