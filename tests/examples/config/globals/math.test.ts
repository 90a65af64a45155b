describe('Math.max', () => {
  it('returns the largest argument', () => {
    expect(Math.max(1, 5, 3)).toBe(5);
  });
});
