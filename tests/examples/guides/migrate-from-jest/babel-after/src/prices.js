import { fetchRate } from './rates';

// A price in euros, converted to `currency` and rounded to cents.
export async function priceIn(currency, euros) {
  const rate = await fetchRate(currency);
  return { currency, amount: Math.round(euros * rate * 100) / 100 };
}
