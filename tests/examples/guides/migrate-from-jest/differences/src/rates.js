export async function fetchRate(currency) {
  const response = await fetch(`https://rates.example.com/eur/${currency}`);
  return (await response.json()).rate;
}
