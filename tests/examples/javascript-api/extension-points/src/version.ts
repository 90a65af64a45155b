declare const __APP_VERSION__: string;

export const version = () => `v${__APP_VERSION__}`;
