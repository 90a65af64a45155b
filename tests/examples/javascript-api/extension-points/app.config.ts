// The config of another tool in the project (made up for this example).
export interface AppConfig {
  target: 'node' | 'web';
  version: string;
}

export default {
  target: 'web',
  version: '1.4.0',
} satisfies AppConfig;
