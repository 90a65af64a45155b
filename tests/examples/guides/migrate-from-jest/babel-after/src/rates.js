// Asks a remote service for the exchange rate from euros to `currency`.
export async function fetchRate(currency) {
  const response = await fetch(`https://rates.example.com/eur/${currency}`);
  const { rate } = await response.json();
  return rate;
}
