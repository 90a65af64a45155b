import { formatPrice } from './format';
import { charge } from './payments';

export async function checkout(prices: number[]): Promise<string> {
  const total = prices.reduce((sum, price) => sum + price, 0);
  const id = await charge(total);
  return `${id}: ${formatPrice(total)}`;
}
