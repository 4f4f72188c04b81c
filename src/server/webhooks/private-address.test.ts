import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local and metadata addresses, in either family', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
