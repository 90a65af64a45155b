/** Probability density of the normal distribution. */
export function normalPdf(x: number, mean = 0, sd = 1): number {
  return Math.exp(-(((x - mean) / sd) ** 2) / 2) / (sd * Math.sqrt(2 * Math.PI));
}
