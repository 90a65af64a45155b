export async function recordVisit(page: string): Promise<void> {
  // The analytics server is not running during the tests.
  throw new Error(`analytics is offline: cannot record ${page}`);
}
