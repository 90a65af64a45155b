const { fetchRate } = require('./rates');
const { priceIn } = require('./prices');
const { scheduleReminder } = require('./reminder');

rs.mockRequire('./rates', () => ({ fetchRate: rs.fn() }));

describe('checkout', () => {
  test('converts with the current rate', async () => {
    fetchRate.mockResolvedValue(1.1);
    await expect(priceIn('USD', 20)).resolves.toEqual({ currency: 'USD', amount: 22 });
    expect(fetchRate).toHaveBeenCalledWith('USD');
  });

  test('prints the same receipt line', async () => {
    fetchRate.mockResolvedValue(0.8567);
    expect(await priceIn('GBP', 39.99)).toMatchSnapshot();
  });

  test('sends a reminder after 30 minutes', () => {
    rs.useFakeTimers();
    const send = rs.fn();
    scheduleReminder(send, 30);
    rs.advanceTimersByTime(29 * 60_000);
    expect(send).not.toHaveBeenCalled();
    rs.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledWith('Your cart is waiting');
  });
});
