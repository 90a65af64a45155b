export async function sendReceipt(to: string): Promise<boolean> {
  throw new Error(`Refusing to send real mail to ${to}`);
}
