import { describe, expect, it } from 'vitest';
import {
  bareHost,
  isAllowed,
  isLocalhostName,
  NO_ALLOWANCES,
  parseAllowList,
  refusedHost,
  refusedRange,
} from './outbound-destination';

describe('refusedRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.9', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', '203.2.218.214', '2606:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    expect(refusedRange('crm.example')).toBe('not an IP address');
  });
});

describe('host names', () => {
  it('reads an IPv6 host without its brackets, in lower case', () => {
    expect(bareHost('[FD00::1]')).toBe('fd00::1');
    expect(bareHost('CRM.Example')).toBe('crm.example');
  });

  it('knows localhost and its subdomains, with or without the final dot', () => {
    expect(isLocalhostName('localhost')).toBe(true);
    expect(isLocalhostName('LOCALHOST.')).toBe(true);
    expect(isLocalhostName('crm.localhost')).toBe(true);
    expect(isLocalhostName('localhost.example')).toBe(false);
  });
});

describe('refusedHost', () => {
  it('refuses localhost names and private IP literals before any lookup', () => {
    expect(refusedHost('localhost')).toBe('loopback');
    expect(refusedHost('127.0.0.1')).toBe('loopback');
    expect(refusedHost('[::1]')).toBe('loopback');
    expect(refusedHost('169.254.169.254')).toBe('linkLocal');
  });

  it('leaves a name to be judged when it is resolved', () => {
    expect(refusedHost('crm.example')).toBeNull();
  });

  it('lets a public literal through', () => {
    expect(refusedHost('203.2.218.214')).toBeNull();
  });

  it('lets through what the allow-list names', () => {
    const list = parseAllowList('crm.localhost, 10.0.0.0/8');
    expect(refusedHost('crm.localhost', list)).toBeNull();
    expect(refusedHost('10.20.30.40', list)).toBeNull();
    expect(refusedHost('192.168.1.1', list)).toBe('private');
  });
});

describe('isAllowed', () => {
  const list = parseAllowList('crm.internal, 10.0.0.0/8, 127.0.0.1, fd00::/8');

  it('matches an exact host name, whatever its case', () => {
    expect(isAllowed(list, 'CRM.internal')).toBe(true);
    expect(isAllowed(list, 'other.internal')).toBe(false);
  });

  it('matches an address inside a CIDR or equal to a listed address, IPv4 or IPv6', () => {
    expect(isAllowed(list, 'x.example', '10.9.8.7')).toBe(true);
    expect(isAllowed(list, 'x.example', '::ffff:127.0.0.1')).toBe(true);
    expect(isAllowed(list, 'x.example', 'fd12::1')).toBe(true);
    expect(isAllowed(list, 'x.example', '127.0.0.2')).toBe(false);
    expect(isAllowed(list, 'x.example', '::1')).toBe(false);
  });

  it('matches nothing by address when there is none, or it is not one', () => {
    expect(isAllowed(list, 'x.example')).toBe(false);
    expect(isAllowed(list, 'x.example', 'not-an-address')).toBe(false);
    expect(isAllowed(NO_ALLOWANCES, 'crm.internal', '10.0.0.1')).toBe(false);
  });
});

describe('parseAllowList', () => {
  it('reads host names, addresses and CIDRs, commas and spaces between', () => {
    const list = parseAllowList(' Crm.Internal ,10.0.0.0/8,, ::1 ');
    expect(list.hosts).toEqual(['crm.internal']);
    expect(list.cidrs.map(([base, bits]) => `${base.toString()}/${bits}`)).toEqual(['10.0.0.0/8', '::1/128']);
  });

  it('is empty when unset', () => {
    expect(parseAllowList(undefined)).toEqual({ hosts: [], cidrs: [] });
  });

  it('names the entry it cannot read', () => {
    expect(() => parseAllowList('10.0.0.0/40')).toThrow('10.0.0.0/40 is not a CIDR such as 10.0.0.0/8');
    expect(() => parseAllowList('crm_internal')).toThrow(
      'crm_internal is neither a host name, an address nor a CIDR',
    );
  });
});
