const IPV6_LITERAL = /^\[(?=(?:[^:]*:){2})[0-9A-Fa-f:.]+\]$/;
const NUMERIC_HOST = /^[\d.]+$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const DOMAIN = /^[\p{L}\p{M}\p{N}_-]+(?:\.[\p{L}\p{M}\p{N}_-]+)*\.?$/u;

const isIpv4 = (host: string): boolean =>
  IPV4.exec(host)
    ?.slice(1)
    .every((part) => Number(part) <= 255) ?? false;

/** A bracketed IPv6 literal (checked loosely), a dotted IPv4 address, or a domain name of letters, digits, '-' and '_'. */
export const isUrlHost = (host: string): boolean => {
  if (host.startsWith('[')) return IPV6_LITERAL.test(host);
  if (NUMERIC_HOST.test(host)) return isIpv4(host);
  return DOMAIN.test(host);
};
