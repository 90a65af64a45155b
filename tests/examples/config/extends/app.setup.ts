import { setupLog } from './setup-log';

setupLog.push('app.setup.ts');
