export function audit(event: string) {
  const entry = `audit: ${event}`;
  console.log(entry);
  return entry;
}
