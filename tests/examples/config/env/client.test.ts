import { expect, test } from '@rstest/core';

function createClient() {
  return {
    baseUrl: process.env.API_URL,
    reportsErrors: process.env.SENTRY_DSN !== undefined,
  };
}

test('talks to the local API and reports no errors', () => {
  const client = createClient();
  expect(client.baseUrl).toBe('http://localhost:4000');
  expect(client.reportsErrors).toBe(false);
});
