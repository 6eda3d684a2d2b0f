// Runs before `npm test`: makes sure what the tests need beside npm packages is on this machine —
// Debian's Chromium (browser tests), poppler-utils (pdftotext checks the PDF report) and a running
// PostgreSQL (the storage tests run on SQLite and on PostgreSQL). Installs with apt-get when missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const run = (command) => execSync(command, { stdio: 'inherit' });

const missing = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
if (!has('pdftotext')) missing.push('poppler-utils');
// The photographed lab slip of the OCR tests is rendered with DejaVu Sans.
if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')) missing.push('fonts-dejavu-core');
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The tests need these Debian packages: ${missing.join(' ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
}

if (process.env.SKIP_POSTGRES !== '1') {
  const isReady = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0;
  if (!isReady() && existsSync('/etc/postgresql')) {
    const version = readdirSync('/etc/postgresql')[0];
    console.log('Starting PostgreSQL…');
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    for (let attempt = 0; attempt < 30 && !isReady(); attempt += 1) spawnSync('sleep', ['1']);
  }
  if (!isReady()) {
    console.error(
      'PostgreSQL is not answering on 127.0.0.1:5432. Start it, or run SKIP_POSTGRES=1 npm test to test SQLite only.',
    );
    process.exit(1);
  }
}
