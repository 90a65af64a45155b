// Every test starts with real timers, whatever the previous one switched on.
afterEach(() => {
  rs.useRealTimers();
});
