/**
 * Whether a host name or address (as a URL or a bind setting spells it) is this machine's loopback:
 * `localhost`, 127.0.0.0/8 or ::1. The WHATWG URL parser has already turned other spellings of these
 * addresses (`2130706433`, `0x7f.1`, `[0:0::1]`) into these forms.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return (
    name === 'localhost' ||
    name === '::1' ||
    name === '[::1]' ||
    /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name)
  );
}
