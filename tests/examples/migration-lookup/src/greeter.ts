export const greet = (name: string) => `hello ${name}`;
export const answer = 42;
