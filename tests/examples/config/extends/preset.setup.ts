import { setupLog } from './setup-log';

setupLog.push('preset.setup.ts');
