describe('checkout', () => {
  test('runs', () => {});
});
