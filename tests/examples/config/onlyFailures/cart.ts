// A bug to fix: the quantity is ignored.
export const lineTotal = (price: number, quantity: number) => price;
