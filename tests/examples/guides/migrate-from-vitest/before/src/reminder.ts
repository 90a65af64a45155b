// Calls `send` once the cart has been left alone for `minutes`.
export function scheduleReminder(send: (message: string) => void, minutes: number) {
  return setTimeout(() => send('Your cart is waiting'), minutes * 60_000);
}
