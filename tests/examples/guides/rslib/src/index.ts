export { convert } from '@/convert';

export const version: string = __LIB_VERSION__;
