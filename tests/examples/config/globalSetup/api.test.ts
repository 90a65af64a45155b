import { expect, test } from '@rstest/core';

test('talks to the server started by the global setup', async () => {
  const response = await fetch(`${process.env.API_URL}/ping`);
  expect(await response.text()).toBe('pong');
});
