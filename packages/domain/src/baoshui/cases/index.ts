// The seeded filing cases (answers included): imported by the server's seed and the tests through
// '@sxpt/domain/cases', never by the web app (model answers stay on the server).
export * from './yuexiang-2026-q3-vat';
