/** What is stored when the address is not one we can read: nothing that identifies anyone. */
export const UNKNOWN_IP = 'unknown';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const anonymiseIpv4 = (ip: string): string | undefined => {
  const octets = IPV4.exec(ip)?.slice(1).map(Number);
  if (octets === undefined || octets.some((octet) => octet > 255)) return undefined;
  return `${octets[0]}.${octets[1]}.${octets[2]}.0`;
};

/** The eight 16-bit groups of an IPv6 address, with `::` expanded; undefined when it is not one. */
const ipv6Groups = (ip: string): readonly string[] | undefined => {
  if (!/^[0-9a-f:]+$/i.test(ip) || ip.split('::').length > 2) return undefined;
  const [head = '', tail] = ip.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const groups =
    tail === undefined
      ? split(head)
      : [...split(head), ...Array<string>(8 - split(head).length - split(tail).length).fill('0'), ...split(tail)];
  return groups.length === 8 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : undefined;
};

/**
 * The address with its host part removed, as analytics tools do: the last octet of an IPv4 address (a /24),
 * everything after the first 48 bits of an IPv6 one. IPv4 mapped into IPv6 is treated as IPv4.
 */
export const anonymiseIp = (ip: string): string => {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  const v4 = anonymiseIpv4(mapped ?? address);
  if (v4 !== undefined) return v4;
  const groups = ipv6Groups(address);
  return groups === undefined
    ? UNKNOWN_IP
    : `${groups
        .slice(0, 3)
        .map((g) => parseInt(g, 16).toString(16))
        .join(':')}::`;
};
