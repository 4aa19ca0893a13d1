/*
 * Where a refused save's violations on the traffic settings go, for applyServerErrors: each one on the form field
 * that shows it (formPath), several on one field told together. One the form has no place for (a path it does not
 * show, a row it does not have) is left to the form's alert.
 */
import { get, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { violations } from '@/lib/graphql-errors';
import { formPath, type TrafficSettingsValues } from './traffic-settings-values';

export interface ErrorPlaces<T extends FieldValues> {
  /** The property paths of the violations that have a place on the form, as the server names them. */
  fields: Path<T>[];
  /** Puts the violation named by one of `fields` on its form field. */
  setError: UseFormSetError<T>;
}

/**
 * The places of the settings' violations in `error`. They are the violations whose property path starts with
 * `prefix` (`trafficSettings.` when the settings are one argument of a larger save, as a project's create); a name
 * without it reaches `setError` as it is.
 */
export function trafficSettingsErrorPlaces<T extends FieldValues>(
  error: unknown,
  values: TrafficSettingsValues,
  setError: UseFormSetError<T>,
  prefix = '',
): ErrorPlaces<T> {
  const settingsPath = (propertyPath: string) => (propertyPath.startsWith(prefix) ? formPath(propertyPath.slice(prefix.length)) : null);
  const hasPlace = (propertyPath: string) => {
    const path = settingsPath(propertyPath);
    if (!path) return false;
    const parent = path.split('.').slice(0, -1).join('.');
    return path.startsWith('root.') || get(values, parent) !== undefined;
  };
  const placed = new Map<string, string>();
  const place = ((name: string, err, options) => {
    const path = settingsPath(name);
    if (!path) {
      setError(name as Path<T>, err, options);
      return;
    }
    const message = [...new Set([placed.get(path), err.message].filter(Boolean))].join(' ');
    placed.set(path, message);
    setError(path as Path<T>, { ...err, message }, options);
  }) as UseFormSetError<T>;
  const fields = violations(error)
    .map((v) => v.propertyPath)
    .filter(hasPlace) as Path<T>[];
  return { fields, setError: place };
}
