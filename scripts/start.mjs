// `npm start`: serves the production build, building it first when there is none.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const isBuilt = existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
if (!isBuilt) {
  console.log('No production build yet: building (about a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
