import welcome from '@/welcome.tpl';

export function greet(name: string): string {
  return welcome({ name, app: __APP_NAME__ });
}
