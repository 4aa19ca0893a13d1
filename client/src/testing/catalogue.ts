/** A package of the public catalogue as the PublicPackages query returns it (docs/api.md#calls), for tests. */
export const testPackage = (id: number, name: string, size: number, priceMinor: number) => ({
  __typename: 'Package' as const,
  id,
  name,
  code: name.toLowerCase().replace(/\s+/g, '-'),
  size,
  priceMinor,
  currency: 'USD',
  description: '',
  durationDays: 30,
  free: false,
  professional: false,
  guaranteedAlexa: false,
});
