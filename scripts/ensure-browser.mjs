// Makes sure Debian's Chromium (the browser the e2e suite drives) is installed, installing it with apt when we can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * How every browser run of the project launches it (playwright.config.ts and scripts/bench.mjs, size.mjs,
 * screenshots.mjs): no sandbox or GPU, and nothing phoning home.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const hasCommand = (name) => {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function ensureBrowser() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!hasCommand('apt-get') || (!isRoot && !hasCommand('sudo'))) {
    console.error(`Chromium is missing: run \`sudo apt-get install -y chromium fonts-noto-cjk\`, then \`npm test\` again.`);
    process.exit(1);
  }
  const sudo = isRoot ? '' : 'sudo ';
  console.log('Installing Chromium and CJK fonts with apt…');
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y chromium fonts-noto-cjk`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
