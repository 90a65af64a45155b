export const formatEuros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
