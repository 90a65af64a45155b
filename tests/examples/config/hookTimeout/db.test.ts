import { afterAll, beforeAll, expect, test } from '@rstest/core';

interface Connection {
  query(sql: string): string[];
  close(): void;
}

// Stands in for a database that takes `delay` ms to accept a connection.
const connect = (delay: number) =>
  new Promise<Connection>((resolve) =>
    setTimeout(() => resolve({ query: () => ['Ada'], close: () => {} }), delay),
  );

let db: Connection | undefined;

beforeAll(async () => {
  db = await connect(300);
});

afterAll(() => {
  db?.close();
});

test('reads the users', () => {
  expect(db?.query('SELECT name FROM users')).toEqual(['Ada']);
});
