export default function setup() {
  process.env.GLOBAL_SETUP_SAW = process.env.API_URL ?? 'unset';
}
