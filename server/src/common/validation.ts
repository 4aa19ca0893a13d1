import { IsDefined, ValidateIf, type ValidationOptions } from 'class-validator';

/*
 * Optional input fields of GraphQL are nullable, so a client may send `"title": null` where it means "leave the
 * title alone" or "clear it". class-validator's @IsOptional lets null through to the service, which then calls
 * `.trim()` on it (a 500). The rule: null clears a field whose column may be NULL (those fields keep
 * @IsOptional and their services handle null), and is refused everywhere else with this decorator.
 */

export const NOT_NULL_MESSAGE = 'This value should not be null.';

/** Input class name (= its GraphQL input type name) → the fields that refuse null (OptionalNotNull). */
const refusingNull = new Map<string, Set<string>>();

/** Whether the field of the GraphQL input type `typeName` is an OptionalNotNull field (null refused). */
export function refusesNull(typeName: string, field: string): boolean {
  return refusingNull.get(typeName)?.has(field) ?? false;
}

/**
 * The field may be left out (undefined: no other rule runs); when present it may not be null (a violation
 * "This value should not be null." on its property path), and the field's other rules apply.
 */
export function OptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return (target, property) => {
    const name = target.constructor.name;
    const set = refusingNull.get(name) ?? new Set<string>();
    set.add(property as string);
    refusingNull.set(name, set);
    ValidateIf((_object, value) => value !== undefined, options)(target, property as string);
    IsDefined({ message: NOT_NULL_MESSAGE, ...options })(target, property as string);
  };
}
