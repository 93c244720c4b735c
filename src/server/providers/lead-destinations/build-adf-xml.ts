import { enquiryWording } from '@/domain/forms/enquiry-wording';
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
        element('price', car.price, ` type="asking" currency="${car.currency}"`),
        '</vehicle>',
      ].join('')
    : '';
  const tradeIn = tradeInVehicle(lead);
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
    tradeIn,
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

/** Whether a lead's Rego is of a trade-in: a sales form's (its wording asks for the trade-in's rego). */
function regoIsOfTradeIn(category: string): boolean {
  return enquiryWording(category).regoLabel === enquiryWording(null).regoLabel;
}

/**
 * The visitor's own car offered as a trade-in, when the lead names one (the valuation forms' and sales
 * forms' Rego, with its state and kilometres): `<vehicle interest="trade-in" status="used">` with the
 * odometer and the rego in its comments (ADF has no registration element). A service booking's or parts
 * enquiry's Rego is the car being looked after, not a trade-in: it stays in the comments only.
 */
function tradeInVehicle(lead: TLeadDocument): string {
  if (!regoIsOfTradeIn(lead.category)) return '';
  const text = (key: string) => {
    const value = lead.payload[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const rego = text('Rego') || text('rego');
  if (!rego) return '';
  const state = text('state');
  const kms = Number(text('kms'));
  return [
    '<vehicle interest="trade-in" status="used">',
    Number.isFinite(kms) && kms > 0 ? element('odometer', kms, ' status="original" units="km"') : '',
    element('comments', `Rego ${rego}${state ? ` (${state})` : ''}`),
    '</vehicle>',
  ].join('');
}

function extras(payload: Record<string, unknown>): string {
  return Object.entries(payload)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('\n');
}
