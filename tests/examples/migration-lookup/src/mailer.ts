export const send = (to: string) => `sent to ${to}`;
