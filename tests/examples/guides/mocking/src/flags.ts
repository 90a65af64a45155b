export const flags = { newCheckout: false };
