import { spawnSync } from 'node:child_process';

/** Browser tests run against the production build of the current code: build it once per run. */
export default function buildOnce(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}
