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
 * The lead in ADF (Auto-lead Data Format) 1.0 XML, valid against the ADF 1.0 DTD (docs/adf/adf-1.0.dtd), every
 * value escaped: prospect id and request date, the car of interest, the trade-in, the customer's contact,
 * comments, the vendor with its contact, and the provider.
 */
export function buildAdfXml(lead: TLeadDocument): string {
  return buildAdfDocument([lead]);
}

/** Several leads in one ADF document, one prospect each (the lead export's adf format). */
export function buildAdfDocument(leads: readonly TLeadDocument[]): string {
  return [...ADF_HEAD, '<adf>', ...leads.map(prospect), '</adf>'].join('\n');
}

/** An element the DTD requires, empty when the lead does not know it (#PCDATA may be empty). */
function required(name: string, value: string | number | null | undefined, attrs = ''): string {
  return element(name, value, attrs) || `<${name}${attrs}></${name}>`;
}

/** What the visitor wants with the car: a test drive, or (every other enquiry about a car) to buy it. */
function interestOf(category: string): 'test-drive' | 'buy' {
  return /test[ -]?drive/i.test(category) ? 'test-drive' : 'buy';
}

/**
 * The car the lead is about. The DTD needs at least one vehicle with year, make and model, so a lead
 * without a car (a general enquiry) names an unknown one: the elements are there, empty.
 */
function vehicleOfInterest(lead: TLeadDocument): string {
  const car = lead.car;
  // A demo car is registered, so used, as the car page's JSON-LD says (itemCondition).
  const status = car?.car_type === 'new' ? 'new' : car ? 'used' : 'new';
  return [
    `<vehicle interest="${interestOf(lead.category)}" status="${status}">`,
    required('year', car?.year),
    required('make', car?.make),
    required('model', car?.model),
    element('vin', car?.vin),
    element('stock', car?.stocknum),
    element('trim', car?.badge),
    element('odometer', car?.km, ' status="original" units="km"'),
    element('price', car?.price, ` type="asking" currency="${car?.currency ?? ''}"`),
    '</vehicle>',
  ].join('');
}

/** A contact as the DTD has it: at least one name, then an email or phones (or both), then an address. */
function contact(names: string, email: string | null, phone: string | null, address: string): string {
  const reach = element('email', email) + element('phone', phone, ' type="voice"');
  return `<contact>${names || required('name', null, ' part="full"')}${reach || required('email', null)}${address}</contact>`;
}

function prospect(lead: TLeadDocument): string {
  const names = [
    element('name', lead.first_name, ' part="first"'),
    element('name', lead.last_name, ' part="last"'),
    lead.first_name || lead.last_name ? '' : element('name', lead.name, ' part="full"'),
  ].join('');
  // The DTD's address needs a street, which no form asks for: the postcode goes with an empty one.
  const address = lead.postcode
    ? `<address><street line="1"></street>${element('postalcode', lead.postcode)}</address>`
    : '';
  const comments = [lead.category, lead.message, extras(lead.payload)].filter(Boolean).join('\n');
  const vendorName = lead.dealership_name ?? lead.website_name;
  return [
    '<prospect>',
    element('id', lead.lead_id, ' sequence="1" source="Forecourt"'),
    element('requestdate', lead.created_at),
    vehicleOfInterest(lead),
    tradeInVehicle(lead),
    '<customer>',
    contact(names, lead.email, lead.phone, address),
    element('comments', comments),
    '</customer>',
    '<vendor>',
    element('vendorname', vendorName),
    contact(element('name', vendorName, ' part="full"'), null, lead.website_phone, ''),
    '</vendor>',
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
 * forms' Rego, with its state and kilometres): `<vehicle interest="trade-in" status="used">` with the year,
 * make and model the visitor gave (empty otherwise), the odometer and the rego in its comments (ADF has no registration element). A service booking's or parts
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
    // Year, make and model are required by the DTD: as the visitor gave them, else empty.
    required('year', text('trade_in_year') || null),
    required('make', text('trade_in_make') || null),
    required('model', text('trade_in_model') || null),
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
