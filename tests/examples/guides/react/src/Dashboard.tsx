import { SalesChart } from './SalesChart';

export interface Month {
  month: string;
  total: number;
}

export function Dashboard({ sales }: { sales: Month[] }) {
  const best = sales.reduce((a, b) => (b.total > a.total ? b : a));
  return (
    <section>
      <h2>Sales</h2>
      <p>Best month: {best.month}</p>
      <SalesChart points={sales.map((month) => month.total)} />
    </section>
  );
}
