export const money = (amount: number) => `$${amount.toFixed(2)}`;
