import { fetchRate } from './rates';

export async function priceIn(currency, euros) {
  return { currency, amount: euros * (await fetchRate(currency)) };
}
