import { Link, Section, Text } from '@react-email/components';
import { EmailFrame } from './email-frame';

export type TDigestLead = {
  name: string;
  category: string;
  car: string | null;
  receivedAt: string;
  url: string;
};

export type TDigestEmailProps = {
  siteName: string;
  heading: string;
  leads: TDigestLead[];
  /** Overdue leads beyond those listed. */
  more: number;
  inboxUrl: string;
  stop: { href: string; label: string };
};

const WHY = 'You get this email each morning you manage leads that are waiting for a first answer.';

const what = (lead: TDigestLead) =>
  `${lead.category}${lead.car ? `, ${lead.car}` : ''}, received ${lead.receivedAt}`;

/** The morning's overdue leads of one site, each linking to its page in the dashboard. */
export function OverdueDigestEmail(props: TDigestEmailProps) {
  return (
    <EmailFrame preview={props.heading} heading={props.heading} why={WHY} stop={props.stop}>
      <Text>
        These leads of {props.siteName} have waited longer than the site’s overdue time for a first answer:
      </Text>
      <Section>
        {props.leads.map((lead) => (
          <Text key={lead.url} style={{ margin: '0 0 12px' }}>
            <Link href={lead.url}>{lead.name}</Link>
            <br />
            {what(lead)}
          </Text>
        ))}
        {props.more > 0 && <Text>And {props.more} more.</Text>}
      </Section>
      <Text>
        <Link href={props.inboxUrl}>Open the inbox</Link>
      </Text>
    </EmailFrame>
  );
}

export function overdueDigestText(props: TDigestEmailProps): string {
  return [
    props.heading,
    '',
    `These leads of ${props.siteName} have waited longer than the site’s overdue time for a first answer:`,
    '',
    ...props.leads.flatMap((lead) => [`${lead.name}: ${what(lead)}`, lead.url, '']),
    ...(props.more > 0 ? [`And ${props.more} more.`, ''] : []),
    `Open the inbox: ${props.inboxUrl}`,
    '',
    '--',
    `${WHY} ${props.stop.label}: ${props.stop.href}`,
  ].join('\n');
}
