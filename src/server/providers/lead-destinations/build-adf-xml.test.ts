import { describe, expect, it } from 'vitest';
import { buildAdfXml, escapeXml } from './build-adf-xml';
import type { TLeadDocument } from './types';

const lead: TLeadDocument = {
  lead_id: '7d7c3f0e-0000-4000-8000-000000000001',
  created_at: '2026-11-22T09:00:00.000Z',
  website_slug: 'demo',
  website_name: 'Demo & Sons',
  website_phone: '02 9000 0000',
  dealership_slug: 'demo-toyota',
  dealership_name: 'Demo Toyota',
  source: 'Website',
  category: 'Used Vehicle Enquiry',
  subcategory: null,
  lead_status: 'New',
  form_completed: true,
  name: 'Jo <script>alert(1)</script> Citizen',
  first_name: null,
  last_name: null,
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
  message: 'Is it "still" available? </comments><evil/>',
  opt_in: true,
  consent: null,
  preferredDealership: null,
  url: null,
  user_agent: null,
  visited_pages: [],
  linked_query_params: {},
  payload: { Rego: 'ABC123', additional_services: ['Tint', 'Mats'] },
  car: {
    id: 1,
    stocknum: 'T100',
    name: '2022 Toyota HiLux',
    make: 'Toyota',
    model: 'HiLux',
    year: 2022,
    badge: 'SR5',
    vin: null,
    km: 45000,
    price: 52990,
    currency: 'AUD',
    car_type: 'used',
  },
};

describe('buildAdfXml', () => {
  const xml = buildAdfXml(lead);

  it('has the ADF header, prospect id and request date', () => {
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml).toContain(`<id sequence="1" source="Forecourt">${lead.lead_id}</id>`);
    expect(xml).toContain('<requestdate>2026-11-22T09:00:00.000Z</requestdate>');
  });

  it('describes the car and the customer', () => {
    expect(xml).toContain('<vehicle interest="buy" status="used">');
    expect(xml).toContain('<stock>T100</stock>');
    expect(xml).toContain('<odometer status="original" units="km">45000</odometer>');
    expect(xml).toContain('<email>jo@example.com</email>');
    expect(xml).toContain('<phone type="voice">0412345678</phone>');
    expect(xml).toContain('Rego: ABC123');
    expect(xml).toContain('additional_services: Tint, Mats');
  });

  it('escapes every value', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<evil/>');
    expect(xml).toContain('Jo &lt;script&gt;alert(1)&lt;/script&gt; Citizen');
    expect(xml).toContain('Demo &amp; Sons');
  });

  it('names first and last parts when given, and a new car as new', () => {
    const other = buildAdfXml({
      ...lead,
      first_name: 'Jo',
      last_name: 'Citizen',
      car: { ...lead.car!, car_type: 'new' },
    });
    expect(other).toContain('<name part="first">Jo</name>');
    expect(other).toContain('<name part="last">Citizen</name>');
    expect(other).not.toContain('part="full">Jo');
    expect(other).toContain('status="new"');
  });

  it('names no car it does not have: the vehicle the DTD requires is there, empty', () => {
    expect(buildAdfXml({ ...lead, car: null, postcode: null, payload: {} })).toContain(
      '<vehicle interest="buy" status="new"><year></year><make></make><model></model></vehicle>',
    );
  });

  it("describes the visitor's trade-in as a second vehicle: odometer, rego and state", () => {
    const valuation = buildAdfXml({
      ...lead,
      car: null,
      payload: { Rego: 'XYZ<9>', state: 'NSW', kms: 88000 },
    });
    expect(valuation).toContain(
      '<vehicle interest="trade-in" status="used"><year></year><make></make><model></model><odometer status="original" units="km">88000</odometer><comments>Rego XYZ&lt;9&gt; (NSW)</comments></vehicle>',
    );
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year></year><make></make><model></model><comments>Rego ABC123</comments></vehicle>',
    );
    expect(xml.indexOf('interest="buy"')).toBeLessThan(xml.indexOf('interest="trade-in"'));
  });

  it.each(['Service Booking', 'Parts'])(
    "keeps a %s's Rego (the car being looked after) out of the trade-in vehicle, in the comments",
    (category) => {
      const service = buildAdfXml({ ...lead, category, car: null, payload: { Rego: 'SVC123' } });
      expect(service).not.toContain('interest="trade-in"');
      expect(service).toContain('Rego: SVC123');
    },
  );

  it("prices the car in the site's currency", () => {
    expect(xml).toContain('<price type="asking" currency="AUD">52990</price>');
    expect(buildAdfXml({ ...lead, car: { ...lead.car!, currency: 'NZD' } })).toContain(
      '<price type="asking" currency="NZD">52990</price>',
    );
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0007c\'"')).toBe('abc&apos;&quot;');
  });
});
