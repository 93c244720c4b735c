import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAD_CATEGORIES } from '@/domain/leads/lead-categories';
import { buildAdfDocument, buildAdfXml } from './build-adf-xml';
import type { TLeadDocument } from './types';

const DTD = path.resolve(import.meta.dirname, '../../../../docs/adf/adf-1.0.dtd');

function hasXmllint(): boolean {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** xmllint's complaints about an ADF document against the ADF 1.0 DTD; '' when it is valid. */
function dtdErrors(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--dtdvalid', DTD, '-'], { input: xml, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const base: TLeadDocument = {
  lead_id: '7d7c3f0e-0000-4000-8000-000000000001',
  created_at: '2026-11-22T09:00:00.000Z',
  website_slug: 'demo',
  website_name: 'Demo & Sons <Motors>',
  website_phone: '02 9000 0000',
  dealership_slug: 'demo-toyota',
  dealership_name: 'Demo Toyota',
  source: 'Website',
  category: 'General Enquiry',
  subcategory: null,
  lead_status: 'New',
  form_completed: true,
  name: 'Jo "Quote" <Citizen>',
  first_name: null,
  last_name: null,
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
  message: ']]> </comments><evil/> & more',
  opt_in: true,
  consent: null,
  preferredDealership: null,
  url: null,
  user_agent: null,
  visited_pages: [],
  linked_query_params: {},
  payload: {},
  car: null,
};

const car = (car_type: 'new' | 'used' | 'demo'): TLeadDocument['car'] => ({
  id: 1,
  stocknum: 'T100',
  name: '2022 Toyota HiLux',
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  badge: 'SR5',
  vin: 'JTEBR3FJ20K123456',
  km: 45000,
  price: 52990,
  currency: 'AUD',
  car_type,
});

/** Every category, with and without a car of each type, a trade-in rego, and the sparse partial lead. */
const VARIANTS: [string, Partial<TLeadDocument>][] = [
  ['no car', {}],
  ['a new car', { car: car('new') }],
  ['a used car', { car: car('used') }],
  ['a demo car', { car: car('demo') }],
  ['a trade-in rego', { car: car('used'), payload: { Rego: 'ABC123', state: 'NSW', kms: '120000' } }],
  [
    'a trade-in described by the visitor',
    {
      payload: {
        Rego: 'ABC123',
        state: 'NSW',
        kms: '120000',
        trade_in_make: 'Toyota',
        trade_in_model: 'Corolla',
        trade_in_year: '2019',
      },
    },
  ],
  ['first and last names, no email', { first_name: 'Jo', last_name: 'Citizen', email: null }],
  [
    'a partial lead (postcode only)',
    { name: null, email: null, phone: null, form_completed: false, lead_status: 'Incomplete' },
  ],
  ['no postcode, no site phone', { postcode: null, website_phone: null, dealership_name: null }],
];

const CASES = LEAD_CATEGORIES.flatMap((category) =>
  VARIANTS.map(([label, change]) => [category, label, { ...base, category, ...change }] as const),
);

const xmllint = hasXmllint();
if (!xmllint) {
  // CI installs libxml2-utils (.ci/run); a machine without it cannot run this check and says so.
  console.warn('SKIPPED: the ADF DTD check needs xmllint (Debian: apt-get install libxml2-utils).');
}

describe('ADF leads against the ADF 1.0 DTD (xmllint --dtdvalid)', () => {
  it('has xmllint in CI', () => {
    // eslint-disable-next-line no-restricted-syntax -- a test of the test machine, not a product setting
    if (process.env.CI === 'true' || process.env.CI === '1') expect(xmllint).toBe(true);
  });

  it.skipIf(!xmllint).each(CASES)('%s, %s', (_category, _label, lead) => {
    expect(dtdErrors(buildAdfXml(lead))).toBe('');
  });

  it.skipIf(!xmllint)('validates an export of every case in one document', () => {
    expect(dtdErrors(buildAdfDocument(CASES.map(([, , lead]) => lead)))).toBe('');
  });

  it('asks for a test drive as a test drive', () => {
    expect(buildAdfXml({ ...base, category: 'Test Drive', car: car('new') })).toContain(
      '<vehicle interest="test-drive" status="new">',
    );
  });

  it("gives a demo car the condition the car page's JSON-LD gives it (used)", () => {
    expect(buildAdfXml({ ...base, category: 'Used Vehicle Enquiry', car: car('demo') })).toContain(
      '<vehicle interest="buy" status="used">',
    );
  });
});
