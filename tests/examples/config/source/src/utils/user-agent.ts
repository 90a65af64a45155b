declare const __APP_VERSION__: string;

export const userAgent = () => `my-app/${__APP_VERSION__}`;
