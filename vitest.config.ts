import { defineConfig } from 'vitest/config';

/**
 * One runner for every unit and API test. Server API tests run against PGlite, and again against
 * PostgreSQL when TEST_DATABASE_URL is set (the `server-pg` project).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: 'node',
    include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts'],
          // the exhaustive property tests (every minute of a day × hundreds of studios) take ~6 s
          // on a loaded 2-core machine: a time limit is not what they check
          testTimeout: 30_000,
        },
      },
      { test: { name: 'bench', environment: 'node', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-pg', { TEST_DB: 'postgres' })]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
