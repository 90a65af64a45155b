/**
 * @rstest-environment happy-dom
 */
import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { SalesChart } from './SalesChart';

test('draws one bar per point', () => {
  render(<SalesChart points={[40, 75, 60]} />);
  expect(screen.getByRole('img', { name: 'Sales chart' }).querySelectorAll('rect')).toHaveLength(3);
});
