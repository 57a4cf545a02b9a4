// The seeded filing cases (answers included): imported by the server's seed and the tests through
// '@sxpt/domain/cases', never by the web app (model answers stay on the server).

export { SUITONG_2026_06_LEDGER } from '../../ledger/cases/suitong-2026-06';
export { SUITONG_2026_06_EXPECTED } from '../../ledger/cases/suitong-2026-06.expected';
export { QIMING_2026_Q2_CIT } from './qiming-2026-q2-cit';
export { SUITONG_2026_06_IIT } from './suitong-2026-06-iit';
export { SUITONG_2026_06_VAT } from './suitong-2026-06-vat';
export { SUITONG_2026_Q1_STAMP } from './suitong-2026-q1-stamp';
export * from './yuexiang-2026-q3-vat';
