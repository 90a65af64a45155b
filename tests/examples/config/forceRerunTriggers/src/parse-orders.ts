export interface Order {
  id: string;
  total: number;
}

export function parseOrders(csv: string): Order[] {
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [id, total] = line.split(',');
      return { id, total: Number(total) };
    });
}
