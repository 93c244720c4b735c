import { normaliseColumnName } from './normalise-column-name';
import { StockFileError } from './stock-file-error';
import { STOCK_COLUMNS, type TParsedStockFile, type TStockRecord } from './stock-row.types';

/** Reads a JSON stock file: an array of car objects, or an object with such an array under `cars`. */
export function parseStockJson(content: string): TParsedStockFile {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new StockFileError(`cannot read the JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.cars) ? data.cars : null;
  if (!list) throw new StockFileError('the JSON must be an array of cars, or an object with a "cars" array');

  const unknown = new Set<string>();
  const records = list.map((item: unknown, index): TStockRecord => {
    const line = index + 1;
    if (!isObject(item))
      return { line, values: {}, problem: { field: 'record', message: 'must be an object' } };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(item)) {
      const column = normaliseColumnName(name);
      if (STOCK_COLUMNS.includes(column)) values[column] = value;
      else unknown.add(name);
    }
    return { line, values };
  });
  return { format: 'json', records, unknownColumns: [...unknown] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
