export const send = (to: string) => `pretend to send to ${to}`;
