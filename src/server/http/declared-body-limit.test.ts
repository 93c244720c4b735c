import { describe, expect, it } from 'vitest';
import { declaredBodyLimit } from './declared-body-limit';
import {
  MAX_BODY_BYTES,
  MAX_DASHBOARD_BODY_BYTES,
  MAX_STOCK_FILE_BYTES,
  MAX_WEBHOOK_BYTES,
} from './max-body-bytes';

const limit = (host: string, path: string) => declaredBodyLimit(host, path, 'dashboard.localhost:3000');

describe('declaredBodyLimit', () => {
  it('gives each route the limit it reads its body with', () => {
    expect(limit('a.localhost', '/api/stock/import')).toBe(MAX_STOCK_FILE_BYTES);
    expect(limit('dashboard.localhost', '/api/stock/import')).toBe(MAX_STOCK_FILE_BYTES);
    expect(limit('a.localhost', '/api/payments/webhooks/stripe/a')).toBe(MAX_WEBHOOK_BYTES);
    expect(limit('a.localhost', '/api/leads')).toBe(MAX_BODY_BYTES);
    expect(limit('a.localhost', '/api/stock/import/jobs/1')).toBe(MAX_BODY_BYTES);
  });

  it('lets the dashboard’s posts carry uploads, and a dealer site’s page posts only forms', () => {
    expect(limit('dashboard.localhost:3000', '/stock/1/photos')).toBe(MAX_DASHBOARD_BODY_BYTES);
    expect(limit('a.localhost', '/contact')).toBe(MAX_BODY_BYTES);
    expect(limit('a.localhost', '/stock/1/photos')).toBe(MAX_BODY_BYTES);
  });
});
