import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const body = { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' };
const box = { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px', borderRadius: '8px' };
const small = { fontSize: '13px', color: '#52525b' };

/**
 * The frame every notification email shares: the preview line mail apps show, a heading, the body, and why the
 * reader got it with how to stop it (their account page, or an unsubscribe link for a contact who does not sign in).
 */
export function EmailFrame(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  why: string;
  stop: { href: string; label: string };
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={box}>
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 16px' }}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Text style={small}>
            {props.why} <Link href={props.stop.href}>{props.stop.label}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
