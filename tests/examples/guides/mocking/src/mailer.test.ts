import { expect, rs, test } from '@rstest/core';
import { sendReceipt } from './mailer';

// No factory: Rstest uses src/__mocks__/mailer.ts.
rs.mock('./mailer');

test('uses the manual mock', async () => {
  await expect(sendReceipt('ada@example.com')).resolves.toBe(true);
  expect(sendReceipt).toHaveBeenCalledWith('ada@example.com');
});
