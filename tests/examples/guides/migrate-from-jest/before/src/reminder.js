// Calls `send` once the cart has been left alone for `minutes`.
function scheduleReminder(send, minutes) {
  return setTimeout(() => send('Your cart is waiting'), minutes * 60_000);
}

module.exports = { scheduleReminder };
