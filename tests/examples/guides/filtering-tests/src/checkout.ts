import type { Cart } from './cart';
import { applyDiscount } from './price';

export function total(cart: Cart, prices: Record<string, number>, discount = 0): number {
  let sum = 0;
  for (const [name, quantity] of cart) sum += prices[name] * quantity;
  return applyDiscount(sum, discount);
}
