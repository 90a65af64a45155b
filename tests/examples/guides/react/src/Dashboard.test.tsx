import { expect, rs, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { Dashboard } from './Dashboard';
import { SalesChart } from './SalesChart';

// Hoisted above the imports: Dashboard.tsx gets this SalesChart, and so does this file.
rs.mock('./SalesChart', () => ({
  SalesChart: rs.fn(({ points }: { points: number[] }) => <div data-testid="chart">{points.join(' ')}</div>),
}));

const sales = [
  { month: 'Jan', total: 40 },
  { month: 'Feb', total: 75 },
  { month: 'Mar', total: 60 },
];

test('passes the totals to the chart', () => {
  render(<Dashboard sales={sales} />);

  expect(screen.getByText('Best month: Feb')).toBeInTheDocument();
  expect(screen.getByTestId('chart')).toHaveTextContent('40 75 60');
  expect(SalesChart).toHaveBeenCalledWith({ points: [40, 75, 60] }, undefined);
});

test('renders the dashboard', () => {
  const { asFragment } = render(<Dashboard sales={sales} />);
  expect(asFragment()).toMatchSnapshot();
});
