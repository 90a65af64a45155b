export const parseCsv = (text: string) => text.trim().split('\n').map((line) => line.split(','));
