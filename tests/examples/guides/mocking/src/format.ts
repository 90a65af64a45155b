export const currency = (): string => process.env.CURRENCY ?? 'EUR';

export function formatPrice(cents: number): string {
  return `${(cents / 100).toFixed(2)} ${currency()}`;
}
