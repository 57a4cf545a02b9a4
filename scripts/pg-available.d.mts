export function findPostgres(): Promise<string | null>;
