// Rows createmockfrommodule and importmock: `rs.requireMock` and `rs.importMock` load a manual mock from
// `__mocks__` and throw for a module without one, instead of automocking it.
import { expect, rs, test } from '@rstest/core';

test('rs.requireMock loads the manual mock', () => {
  const legacy = rs.requireMock<{ greet: (name: string) => string }>('./src/legacy.cjs');
  expect(legacy.greet('ada')).toBe('fake hello ada');
});

test('rs.requireMock throws without a manual mock', () => {
  expect(() => rs.requireMock('./src/greeter')).toThrow("Cannot find module './src/__mocks__/greeter'");
});

test('rs.importMock loads the manual mock', async () => {
  const mailer = await rs.importMock<typeof import('./src/mailer')>('./src/mailer');
  expect(mailer.send('ada')).toBe('pretend to send to ada');
});

test('rs.importMock throws without a manual mock', async () => {
  await expect(rs.importMock('./src/greeter')).rejects.toThrow(
    'requires an Rstest runtime with rstest_import_mock when no manual mock is bundled',
  );
});
