/** CSV (RFC 4180, formula-safe): one writer for the server's exports and the back office's (shared/csv.ts). */
export { csvField, csvRecord, type CsvValue } from '@/shared/csv'
