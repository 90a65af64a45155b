export function sum(...numbers: number[]): number {
  return numbers.reduce((total, n) => total + n, 0);
}

if (import.meta.rstest) {
  const { expect, test } = import.meta.rstest;

  test('adds all numbers', () => {
    expect(sum(1, 2, 3)).toBe(6);
  });
}
