// The setup files record that they ran, so the test can check their order.
export const setupLog: string[] = [];
