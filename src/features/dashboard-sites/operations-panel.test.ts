import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OperationsPanel } from './operations-panel';

const render = (state: Parameters<typeof OperationsPanel>[0]['state']) =>
  renderToStaticMarkup(createElement(OperationsPanel, { state }));

const outbox = { outbox: 'lead_deliveries', due: 0, oldestDueSeconds: 0, parked: 0 };

describe('OperationsPanel', () => {
  it('says the database is unreachable', () => {
    expect(render({ database: 'down' })).toContain('The database is unreachable');
  });

  it('names what needs attention and shows each outbox', () => {
    const html = render({
      database: 'up',
      pendingMigrations: 0,
      outboxes: [{ ...outbox, due: 2, oldestDueSeconds: 412.4, parked: 1 }],
      activeHolds: 3,
      attention: ['lead_deliveries has 1 parked'],
    });
    expect(html).toContain('<li>lead_deliveries has 1 parked</li>');
    expect(html).toContain('<td class="pr-4">412 s</td>');
    expect(html).toContain('Active holds: 3');
  });

  it('says all is well, and asks for the migrations a build has pending', () => {
    const calm = { database: 'up' as const, outboxes: [outbox], activeHolds: 0, attention: [] };
    expect(render({ ...calm, pendingMigrations: 0 })).toContain('Every outbox is moving');
    expect(render({ ...calm, pendingMigrations: 2 })).toContain('2 migration(s) pending');
  });
});
