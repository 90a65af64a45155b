import { expect, rstest, test } from '@rstest/core';

const logger = { warn: (message: string) => `WARN ${message}` };
const onSave = rstest.fn(() => 'saved');

test('silences the logger for this test only', () => {
  rstest.spyOn(logger, 'warn').mockReturnValue('');
  onSave.mockReturnValue('failed');
  expect(logger.warn('disk almost full')).toBe('');
  expect(onSave()).toBe('failed');
});

test('the spy is removed, and rstest.fn mocks are reset too', () => {
  expect(rstest.isMockFunction(logger.warn)).toBe(false);
  expect(logger.warn('disk almost full')).toBe('WARN disk almost full');
  expect(onSave).not.toHaveBeenCalled();
  expect(onSave()).toBe('saved');
});
