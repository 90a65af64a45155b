export const CURRENCIES = ['USD', 'GBP', 'JPY'];

export async function fetchRate(currency: string): Promise<number> {
  const response = await fetch(`https://rates.example.com/eur/${currency}`);
  return (await response.json()).rate;
}
