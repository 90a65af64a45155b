import { expect, rstest, test } from '@rstest/core';

const realFetch = globalThis.fetch;

test('works offline with a fake fetch and a build-time constant', async () => {
  rstest.stubGlobal('fetch', rstest.fn().mockResolvedValue(new Response('cached page')));
  rstest.stubGlobal('__APP_VERSION__', '1.4.0');

  const response = await fetch('https://example.com/');
  expect(await response.text()).toBe('cached page');
});

test('the next test gets the real globals back', () => {
  expect(globalThis.fetch).toBe(realFetch);
  expect('__APP_VERSION__' in globalThis).toBe(false);
});
