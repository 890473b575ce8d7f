import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { parseAddress } from './publicAddress.js';

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Host names, addresses and subnets whose private addresses a feed may still be read from. */
export interface AllowedNetworks {
  hosts: ReadonlySet<string>;
  networks: readonly Network[];
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/i;

/** A host name as DNS writes it: labels of letters, digits, "-" and "_", the last one not all digits. */
const isHostName = (entry: string) => {
  const labels = entry.replace(/\.$/, '').split('.');
  return entry.length <= 253 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
};

const normalHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

function network(entry: string): Network | undefined {
  if (isIP(entry)) {
    const ip = ipaddr.parse(entry);
    return [ip, ip.kind() === 'ipv4' ? 32 : 128];
  }
  const cidr = ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) || (entry.includes(':') && ipaddr.IPv6.isValidCIDR(entry));
  return cidr ? ipaddr.parseCIDR(entry) : undefined;
}

/** Whether an entry of FEED_ALLOWED_NETWORKS is a host name, an address or a subnet (10.0.0.0/8). */
export const isAllowedNetworkEntry = (entry: string) => network(entry) !== undefined || isHostName(entry);

export function parseAllowedNetworks(entries: readonly string[]): AllowedNetworks {
  const hosts = new Set<string>();
  const networks: Network[] = [];
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const subnet = network(entry);
    if (subnet) networks.push(subnet);
    else if (isHostName(entry)) hosts.add(normalHost(entry));
    else throw new Error(`Not a host name, address or subnet: "${entry}"`);
  }
  return { hosts, networks };
}

export const isAllowedHost = (allowed: AllowedNetworks, host: string) => allowed.hosts.has(normalHost(host));

/** Whether an address falls in one of the allowed subnets (an IPv4-mapped IPv6 address as its IPv4). */
export function isAllowedAddress(allowed: AllowedNetworks, address: string): boolean {
  const ip = parseAddress(address);
  return !!ip && allowed.networks.some(([base, bits]) => ip.kind() === base.kind() && ip.match(base, bits));
}
