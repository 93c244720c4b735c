import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@tests': path.resolve(import.meta.dirname, 'tests'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'demo/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // The tests' lead receivers listen on 127.0.0.1, which the server refuses as a lead destination unless allowed.
    env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process per worker rather than per file: a fresh process for each of the suite's files cost more than
    // half the unit run. What a file leaves behind is undone by the setup file and the unstub options.
    isolate: false,
    setupFiles: ['tests/setup/fresh-modules.ts'],
    unstubEnvs: true,
    unstubGlobals: true,
    // Vitest's default is one worker fewer than the cores: one, on the two cores the suite is sized for.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: [
        'src/domain/**/*.test.ts',
        'src/domain/**/types.ts',
        'src/domain/**/*.types.ts',
        // Types only, like the types.ts files.
        'src/domain/site/theme-tokens.ts',
      ],
      // The spec's rules are covered completely: a line or branch of src/domain without a test fails the run.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
