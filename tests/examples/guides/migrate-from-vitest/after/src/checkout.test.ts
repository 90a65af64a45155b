import { describe, expect, rs, test } from '@rstest/core';
import { priceIn } from '@/prices';
import * as actualRates from '@/rates' with { rstest: 'importActual' };
import { fetchRate } from '@/rates';
import { scheduleReminder } from '@/reminder';

// Only fetchRate is mocked: prices.ts still needs the real CURRENCIES.
rs.mock('@/rates', () => ({
  ...actualRates,
  fetchRate: rs.fn(),
}));

describe('checkout', () => {
  test('converts with the current rate', async () => {
    rs.mocked(fetchRate).mockResolvedValue(1.1);
    await expect(priceIn('USD', 20)).resolves.toEqual({ currency: 'USD', amount: 22 });
    expect(fetchRate).toHaveBeenCalledWith('USD');
  });

  test('rejects a currency it does not know', async () => {
    await expect(priceIn('XYZ', 1)).rejects.toThrow('Unsupported currency: XYZ');
    expect(fetchRate).not.toHaveBeenCalled();
  });

  test('prints the same receipt line', async () => {
    rs.mocked(fetchRate).mockResolvedValue(0.8567);
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
