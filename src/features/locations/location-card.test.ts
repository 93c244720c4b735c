import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocationCard } from './location-card';
import { siteLocationFixture } from './site-location.fixture';

const NBSP = '\u00a0';
const location = siteLocationFixture({
  special: [
    {
      id: 1,
      locationId: 1,
      date: '2026-04-03',
      label: 'Good Friday',
      status: 'Open',
      startHour: '08:30',
      endHour: '12:00',
    },
  ],
});

// Tuesday 10 March 2026, 10:00 in Sydney.
const render = (now = new Date('2026-03-09T23:00:00Z')) =>
  renderToStaticMarkup(createElement(LocationCard, { location, country: 'AU', now }));

describe('LocationCard hours', () => {
  it('says when an open location closes as the opening hours read it, never wrapping the time', () => {
    expect(render()).toContain(`Open now, closes 5:30${NBSP}pm`);
  });

  it('says when a closed location opens next', () => {
    // Saturday 14 March 2026, 10:00 in Sydney: closed until Monday.
    expect(render(new Date('2026-03-13T23:00:00Z'))).toContain(`Closed now, opens Monday 8:30${NBSP}am`);
  });

  it('shows the weekly hours with each time kept whole', () => {
    expect(render()).toContain(`<dd>8:30${NBSP}am - 5:30${NBSP}pm</dd>`);
  });

  it("keeps a holiday's hours on one line, formatted like the weekly hours", () => {
    expect(render()).toContain(`<dd class="whitespace-nowrap">8:30${NBSP}am - 12:00${NBSP}pm</dd>`);
    expect(render()).not.toContain('08:30');
  });
});
