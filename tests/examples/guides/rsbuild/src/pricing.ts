import plans from '@/data/plans.csv';

export function priceList(): string[] {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: __CURRENCY__ });
  return plans.map((plan) => `${plan.name}: ${format.format(Number(plan.price))}`);
}
