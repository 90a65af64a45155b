import { priceIn } from './prices';
import { fetchRate } from './rates';

// No factory: every function rates.js exports becomes a mock function.
jest.mock('./rates');

test('converts with the current rate', async () => {
  fetchRate.mockResolvedValue(1.1);
  await expect(priceIn('USD', 20)).resolves.toEqual({ currency: 'USD', amount: 22 });
  expect(fetchRate).toHaveBeenCalledWith('USD');
});
