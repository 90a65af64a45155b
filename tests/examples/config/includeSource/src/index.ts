export { sum } from './sum';
