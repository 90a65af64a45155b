import { test } from '@rstest/core';

test('ends before its callback runs', (done) => {
  setTimeout(() => done(), 50);
});

// Keeps the file running until the callback above has fired.
test('waits', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
});
