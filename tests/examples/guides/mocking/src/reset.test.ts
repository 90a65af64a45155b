import { expect, rs, test } from '@rstest/core';

test('what clearAllMocks, resetAllMocks and restoreAllMocks undo', () => {
  const double = rs.fn((n: number) => n * 2).mockReturnValue(0);
  const warn = rs.spyOn(console, 'warn').mockImplementation(() => {});
  double(1);

  rs.clearAllMocks(); // calls forgotten, behaviour kept
  expect(double).not.toHaveBeenCalled();
  expect(double(1)).toBe(0);

  rs.resetAllMocks(); // behaviour back to the function given to rs.fn
  expect(double(1)).toBe(2);
  expect(console.warn).toBe(warn); // the spy is still installed

  rs.restoreAllMocks(); // spies removed: the real method is back
  expect(rs.isMockFunction(console.warn)).toBe(false);
});
