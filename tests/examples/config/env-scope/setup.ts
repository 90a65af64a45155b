process.env.SETUP_FILE_SAW = process.env.API_URL ?? 'unset';
