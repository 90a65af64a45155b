module.exports = {
  readConfig: () => ({ region: 'eu-west-1' }),
};
