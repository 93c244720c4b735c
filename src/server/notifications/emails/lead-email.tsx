import { Button, Link, Section, Text } from '@react-email/components';
import { EmailFrame } from './email-frame';

/** What a lead email shows of one lead; every value already in the reader's words (dates in the site's zone). */
export type TLeadEmailData = {
  siteName: string;
  category: string;
  subcategory: string | null;
  car: string | null;
  buyerName: string;
  phone: string | null;
  email: string | null;
  message: string | null;
  receivedAt: string;
  leadUrl: string;
};

export type TLeadEmailProps = {
  lead: TLeadEmailData;
  preview: string;
  heading: string;
  intro: string;
  why: string;
  stop: { href: string; label: string };
};

/** A phone number as a tel: link's target: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

const label = { margin: '0', fontSize: '13px', color: '#52525b' };
const value = { margin: '0 0 12px', fontSize: '16px' };
const button = {
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 'bold',
};

function Row({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <>
      <Text style={label}>{name}</Text>
      <Text style={value}>{children}</Text>
    </>
  );
}

/** A lead as an email: who, how to reach them (tel: and mailto: links), what they asked, and the one link to it. */
export function LeadEmail({ lead, preview, heading, intro, why, stop }: TLeadEmailProps) {
  return (
    <EmailFrame preview={preview} heading={heading} why={why} stop={stop}>
      <Text style={value}>{intro}</Text>
      <Section>
        <Row name="Buyer">{lead.buyerName}</Row>
        {lead.phone && (
          <Row name="Phone">
            <Link href={telHref(lead.phone)}>{lead.phone}</Link>
          </Row>
        )}
        {lead.email && (
          <Row name="Email">
            <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
          </Row>
        )}
        <Row name="Enquiry">
          {lead.category}
          {lead.subcategory ? ` (${lead.subcategory})` : ''}
        </Row>
        {lead.car && <Row name="Car">{lead.car}</Row>}
        <Row name="What they asked">
          <span style={{ whiteSpace: 'pre-line' }}>{lead.message || 'No message.'}</span>
        </Row>
        <Row name="Received">{lead.receivedAt}</Row>
      </Section>
      <Section style={{ margin: '16px 0' }}>
        <Button href={lead.leadUrl} style={button}>
          Open the lead in the dashboard
        </Button>
      </Section>
    </EmailFrame>
  );
}

/** The same email as plain text, written for reading rather than converted from the HTML. */
export function leadEmailText({ lead, heading, intro, why, stop }: TLeadEmailProps): string {
  return [
    heading,
    '',
    intro,
    '',
    `Buyer: ${lead.buyerName}`,
    lead.phone && `Phone: ${lead.phone}`,
    lead.email && `Email: ${lead.email}`,
    `Enquiry: ${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ''}`,
    lead.car && `Car: ${lead.car}`,
    `Received: ${lead.receivedAt}`,
    '',
    'What they asked:',
    lead.message || 'No message.',
    '',
    `Open the lead in the dashboard: ${lead.leadUrl}`,
    '',
    '--',
    `${why} ${stop.label}: ${stop.href}`,
  ]
    .filter((line): line is string => typeof line === 'string')
    .join('\n');
}
