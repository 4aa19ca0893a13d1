/*
 * What putting a package on a project does: one credit of that package is spent and the project's
 * expiry moves by the package's duration — from the current expiry while it lies ahead, from now otherwise.
 */
import dayjs from 'dayjs';

export function expiryAfterAssignment(expiredAt: string | null | undefined, durationDays: number, now: Date = new Date()): Date {
  const current = expiredAt ? dayjs(expiredAt) : null;
  const from = current && current.isValid() && current.isAfter(now) ? current : dayjs(now);
  return from.add(durationDays, 'day').toDate();
}
