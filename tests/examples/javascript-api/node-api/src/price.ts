export function withTax(amount: number, rate: number): number {
  return Math.round(amount * (1 + rate) * 100) / 100;
}
