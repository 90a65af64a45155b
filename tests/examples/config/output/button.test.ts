import { expect, test } from '@rstest/core';
import styles from './button.module.css';

test('uses the plain class name', () => {
  expect(styles.primary).toBe('primary');
});
