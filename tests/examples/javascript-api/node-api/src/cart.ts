export const itemCount = (lines: { quantity: number }[]) => lines.reduce((count, line) => count + line.quantity, 0);
