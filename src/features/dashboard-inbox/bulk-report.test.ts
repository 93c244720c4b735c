import { describe, expect, it } from 'vitest';
import { bulkReportQuery, readBulkReport } from './bulk-report';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('the bulk change report in the URL', () => {
  it('goes there and back: how many changed, and each refused lead with its reason', () => {
    const query = bulkReportQuery('assign', [
      { leadId: A, refused: null },
      { leadId: B, refused: 'assignee_outside' },
    ]);
    const report = readBulkReport(Object.fromEntries(new URLSearchParams(query)));
    expect(report).toEqual({
      done: '1 lead assigned.',
      refused: [{ leadId: B, reason: 'Choose someone of this lead’s dealership.' }],
    });
    expect(readBulkReport({ bulk: 'spam', changed: '3' })).toEqual({
      done: '3 leads marked as spam.',
      refused: [],
    });
  });

  it('ignores what is not one of its reports, and refusals it cannot read', () => {
    expect(readBulkReport({})).toBeNull();
    expect(readBulkReport({ bulk: 'delete', changed: '1' })).toBeNull();
    expect(readBulkReport({ bulk: 'status', changed: '-1' })).toBeNull();
    expect(
      readBulkReport({ bulk: 'status', changed: '0', refused: `x~not_found.${A}~made_up` })?.refused,
    ).toEqual([]);
  });
});
