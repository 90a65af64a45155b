export function applyDiscount(cents: number, percent: number): number {
  return Math.round(cents * (1 - percent / 100));
}

export function addTax(cents: number, rate: number): number {
  return Math.round(cents * (1 + rate));
}
