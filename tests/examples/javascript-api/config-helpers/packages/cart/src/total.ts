export const total = (prices: number[]) => prices.reduce((sum, price) => sum + price, 0);
