import metres from '@/units.yaml';

export function convert(value: number, from: string, to: string): number {
  return (value * metres[from]) / metres[to];
}
