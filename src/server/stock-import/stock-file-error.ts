/** The file as a whole cannot be read (bad syntax, missing header columns): nothing is imported. */
export class StockFileError extends Error {
  override name = 'StockFileError';
}
