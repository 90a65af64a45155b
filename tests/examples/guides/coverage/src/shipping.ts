export function shippingCents(totalCents: number, country: string): number {
  if (totalCents >= 5000) return 0;
  if (country === 'US') return 499;
  return 999;
}
