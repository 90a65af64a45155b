import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// A default export: it runs before the tests, and the function it returns runs after them.
export default async function () {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orders-'));
  await writeFile(path.join(dir, 'orders.json'), JSON.stringify([{ id: 'A-1' }]));
  process.env.DATA_DIR = dir;
  console.log('data-dir: setup');

  return async () => {
    await rm(dir, { recursive: true });
    console.log('data-dir: teardown');
  };
}
