const { fetchRate } = require('./rates');

// A price in euros, converted to `currency` and rounded to cents.
async function priceIn(currency, euros) {
  const rate = await fetchRate(currency);
  return { currency, amount: Math.round(euros * rate * 100) / 100 };
}

module.exports = { priceIn };
