import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and integration tests. Files that need a DOM declare `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{shared,machines,client,mock-server,tests/api}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
