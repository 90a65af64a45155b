import { expect, test } from '@rstest/core';

let running = 0;
let peak = 0;

// Stands in for an upload that takes 50 ms.
async function upload(file: string) {
  running += 1;
  peak = Math.max(peak, running);
  await new Promise((resolve) => setTimeout(resolve, 50));
  running -= 1;
  return file;
}

for (const file of ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png']) {
  test.concurrent(`uploads ${file}`, async () => {
    expect(await upload(file)).toBe(file);
  });
}

// Runs after the concurrent tests above have finished.
test('never uploads more than 2 files at once', () => {
  expect(peak).toBe(2);
});
