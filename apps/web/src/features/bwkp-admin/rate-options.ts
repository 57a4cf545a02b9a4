import { formatRate, VAT_RATES } from '@sxpt/domain';

/** The rate choices of the invoicing client: 0 (shown as --), 3 %, 5 %, 6 %, 9 %, 13 %. */
export const rateOptions = VAT_RATES.map((rate) => ({
  value: rate,
  label: rate === '0' ? '0%（--）' : formatRate(rate),
}));
