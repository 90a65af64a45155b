import { describe, expect, test, vi } from 'vitest';
import { priceIn } from '@/prices';
import { fetchRate } from '@/rates';
import { scheduleReminder } from '@/reminder';

// Only fetchRate is mocked: prices.ts still needs the real CURRENCIES.
vi.mock('@/rates', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/rates')>()),
  fetchRate: vi.fn(),
}));

describe('checkout', () => {
  test('converts with the current rate', async () => {
    vi.mocked(fetchRate).mockResolvedValue(1.1);
    await expect(priceIn('USD', 20)).resolves.toEqual({ currency: 'USD', amount: 22 });
    expect(fetchRate).toHaveBeenCalledWith('USD');
  });

  test('rejects a currency it does not know', async () => {
    await expect(priceIn('XYZ', 1)).rejects.toThrow('Unsupported currency: XYZ');
    expect(fetchRate).not.toHaveBeenCalled();
  });

  test('prints the same receipt line', async () => {
    vi.mocked(fetchRate).mockResolvedValue(0.8567);
    expect(await priceIn('GBP', 39.99)).toMatchSnapshot();
  });

  test('sends a reminder after 30 minutes', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    scheduleReminder(send, 30);
    vi.advanceTimersByTime(29 * 60_000);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledWith('Your cart is waiting');
  });
});
