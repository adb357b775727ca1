// Makes sure the browser suite has its Chromium (Debian's, never a downloaded one) before `playwright test`.
// A missing browser is an error, never a skip: with root and apt-get it is installed, otherwise this exits 1.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const chrome = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!executable(chrome)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // apt-get can only provide Debian's path; a CHROME_PATH pointing elsewhere is the caller's to fix.
  if (chrome === DEBIAN_CHROMIUM && isRoot && hasAptGet()) {
    console.log(`ensure-browser: ${chrome} not found; installing Debian's chromium.`);
    if (run('apt-get', ['update'])) run('apt-get', ['install', '-y', 'chromium']);
  }
}

if (!executable(chrome)) {
  console.error(
    [
      '',
      `ensure-browser: no Chromium executable at ${chrome}.`,
      'The browser suite runs on the system Chromium, never on a browser downloaded by Playwright. Either:',
      '  - install it (Debian/Ubuntu, as root): apt-get update && apt-get install -y chromium',
      '  - or point CHROME_PATH at an existing Chromium or Chrome executable: CHROME_PATH=/path/to/chrome npm run test:e2e',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`ensure-browser: using ${chrome}`);
