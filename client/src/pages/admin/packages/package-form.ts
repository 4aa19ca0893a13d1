/* The package form's values (text as typed) and their conversion to and from the GraphQL package inputs. */
import { fromMinorUnits, toMinorUnits } from '@/features/admin/inputs';
import type { PackageCreateInput, PackageUpdateInput } from '@/graphql/generated/graphql';

export interface PackageFormValues {
  name: string;
  code: string;
  description: string;
  size: string;
  /** Major units, "19.99". */
  price: string;
  currency: string;
  durationDays: string;
  position: string;
  /** A package id or '' (top-level). */
  parentId: string;
  active: boolean;
  free: boolean;
  professional: boolean;
  guaranteedAlexa: boolean;
  showOnMainPage: boolean;
}

export const emptyPackage: PackageFormValues = {
  name: '',
  code: '',
  description: '',
  size: '',
  price: '',
  currency: 'USD',
  durationDays: '30',
  position: '0',
  parentId: '',
  active: true,
  free: false,
  professional: false,
  guaranteedAlexa: false,
  showOnMainPage: false,
};

/** The server's property paths named otherwise in the form. */
export const packageFieldNames = { priceMinor: 'price' } as const;

export interface PackageRecord {
  name: string;
  code: string;
  description: string;
  size: number;
  priceMinor: number;
  currency: string;
  durationDays: number;
  position: number;
  parentId?: number | null;
  active: boolean;
  free: boolean;
  professional: boolean;
  guaranteedAlexa: boolean;
  showOnMainPage: boolean;
}

export function packageFormValues(pkg: PackageRecord): PackageFormValues {
  return {
    name: pkg.name,
    code: pkg.code,
    description: pkg.description,
    size: String(pkg.size),
    price: fromMinorUnits(pkg.priceMinor),
    currency: pkg.currency,
    durationDays: String(pkg.durationDays),
    position: String(pkg.position),
    parentId: pkg.parentId == null ? '' : String(pkg.parentId),
    active: pkg.active,
    free: pkg.free,
    professional: pkg.professional,
    guaranteedAlexa: pkg.guaranteedAlexa,
    showOnMainPage: pkg.showOnMainPage,
  };
}

export function packageUpdateInput(v: PackageFormValues): PackageUpdateInput {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    description: v.description.trim(),
    size: Number(v.size),
    priceMinor: toMinorUnits(v.price),
    currency: v.currency.trim().toUpperCase() || 'USD',
    durationDays: Number(v.durationDays),
    position: v.position.trim() === '' ? 0 : Number(v.position),
    // null makes it a top-level package.
    parentId: v.parentId === '' ? null : Number(v.parentId),
    active: v.active,
    free: v.free,
    professional: v.professional,
    guaranteedAlexa: v.guaranteedAlexa,
    showOnMainPage: v.showOnMainPage,
  };
}

export function packageCreateInput(v: PackageFormValues): PackageCreateInput {
  const { parentId, ...rest } = packageUpdateInput(v);
  return {
    ...rest,
    name: v.name.trim(),
    code: v.code.trim(),
    size: Number(v.size),
    priceMinor: toMinorUnits(v.price),
    ...(parentId == null ? {} : { parentId }),
  };
}
