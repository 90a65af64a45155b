// Not shown on the page: a stubbed variable returns to the value the env option set.
import { expect, rstest, test } from '@rstest/core';

test('stubs the API URL', () => {
  rstest.stubEnv('API_URL', 'https://staging.example.com');
  expect(process.env.API_URL).toBe('https://staging.example.com');
});

test('the value from env is back', () => {
  expect(process.env.API_URL).toBe('http://localhost:4000');
});
