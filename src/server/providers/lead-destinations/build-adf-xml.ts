import type { TLeadDocument } from './types';

/** XML-escapes text for an element or attribute, dropping characters XML 1.0 cannot hold. */
export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function element(name: string, value: string | number | null | undefined, attrs = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attrs}>${escapeXml(String(value))}</${name}>`;
}

const ADF_HEAD = ['<?xml version="1.0" encoding="UTF-8"?>', '<?adf version="1.0"?>'];

/**
 * The lead in ADF (Auto-lead Data Format) 1.0 XML, every value escaped: prospect id and request date,
 * the car of interest (status new|used), the customer's contact, comments, vendor and provider.
 */
export function buildAdfXml(lead: TLeadDocument): string {
  return buildAdfDocument([lead]);
}

/** Several leads in one ADF document, one prospect each (the lead export's adf format). */
export function buildAdfDocument(leads: readonly TLeadDocument[]): string {
  return [...ADF_HEAD, '<adf>', ...leads.map(prospect), '</adf>'].join('\n');
}

function prospect(lead: TLeadDocument): string {
  const car = lead.car;
  const vehicle = car
    ? [
        `<vehicle interest="buy" status="${car.car_type === 'used' ? 'used' : 'new'}">`,
        element('year', car.year),
        element('make', car.make),
        element('model', car.model),
        element('trim', car.badge),
        element('vin', car.vin),
        element('stock', car.stocknum),
        element('odometer', car.km, ' status="original" units="km"'),
        element('price', car.price, ' type="asking" currency="AUD"'),
        '</vehicle>',
      ].join('')
    : '';
  const names = [
    element('name', lead.first_name, ' part="first"'),
    element('name', lead.last_name, ' part="last"'),
    lead.first_name || lead.last_name ? '' : element('name', lead.name, ' part="full"'),
  ].join('');
  const comments = [lead.category, lead.message, extras(lead.payload)].filter(Boolean).join('\n');
  return [
    '<prospect>',
    element('id', lead.lead_id, ' sequence="1" source="Forecourt"'),
    element('requestdate', lead.created_at),
    vehicle,
    '<customer><contact>',
    names,
    element('email', lead.email),
    element('phone', lead.phone, ' type="voice"'),
    lead.postcode ? `<address>${element('postalcode', lead.postcode)}</address>` : '',
    '</contact>',
    element('comments', comments),
    '</customer>',
    `<vendor>${element('vendorname', lead.dealership_name ?? lead.website_name)}</vendor>`,
    `<provider>${element('name', lead.website_name, ' part="full"')}${element('service', lead.source)}</provider>`,
    '</prospect>',
  ].join('\n');
}

function extras(payload: Record<string, unknown>): string {
  return Object.entries(payload)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('\n');
}
