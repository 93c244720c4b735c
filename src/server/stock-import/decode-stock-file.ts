import { StockFileError } from './stock-file-error';

/** A stock file's bytes as text. Only UTF-8 is accepted: a guess at another encoding would garble names. */
export function decodeStockFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new StockFileError('the file is not UTF-8 text (in Excel, save it as "CSV UTF-8")');
  }
}
