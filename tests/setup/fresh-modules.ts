import { vi } from 'vitest';

// Runs before each test file. Without per-file isolation the files of a worker share one module registry, so a
// module another file imported first keeps that file's vi.mock stand-ins (a closed database, another site) and
// ignores this file's. Our own modules are read afresh for every file; node_modules (PGlite, sharp, drizzle),
// the costly part of a fresh process, stay loaded.
vi.resetModules();
