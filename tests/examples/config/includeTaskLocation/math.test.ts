import { describe, expect, test } from '@rstest/core';

describe('math', () => {
  test('adds', () => {
    expect(1 + 2).toBe(3);
  });

  test('multiplies', () => {
    expect(2 * 3).toBe(6);
  });
});
