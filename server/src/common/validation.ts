import { IsDefined, ValidateIf, type ValidationOptions } from 'class-validator';
import type { GraphQLInputObjectType } from 'graphql';
import { Extensions, getMetadataStorage } from 'type-graphql';

/*
 * Optional input fields of GraphQL are nullable, so a client may send `"title": null` where it means "leave the
 * title alone" or "clear it". class-validator's @IsOptional lets null through to the service, which then calls
 * `.trim()` on it (a 500). The rule: null clears a field whose column may be NULL (those fields keep
 * @IsOptional and their services handle null), and is refused everywhere else with this decorator.
 */

export const NOT_NULL_MESSAGE = 'This value should not be null.';

/**
 * Whether the field `name` of the GraphQL input type `type` is an OptionalNotNull field (null refused). The mark is
 * the type-graphql extension `refusesNull` of the field on the class that declares it. type-graphql copies a field
 * that an input class inherits (a base class, a mixin) into the schema without its extensions, so the mark is read
 * from the metadata of the input class and of the classes it extends: the nearest class declaring the field decides.
 */
export function refusesNull(type: GraphQLInputObjectType, name: string): boolean {
  if (type.getFields()[name]?.extensions.refusesNull === true) return true;
  const storage = getMetadataStorage();
  let target: unknown = storage.inputTypes.find((input) => input.name === type.name)?.target;
  for (; typeof target === 'function' && target !== Function.prototype; target = Object.getPrototypeOf(target)) {
    if (!storage.fields.some((field) => field.target === target && field.name === name)) continue;
    return storage.fieldExtensions.some(
      (mark) => mark.target === target && mark.fieldName === name && mark.extensions.refusesNull === true,
    );
  }
  return false;
}

/**
 * The field may be left out (undefined: no other rule runs); when present it may not be null (a violation
 * "This value should not be null." on its property path), and the field's other rules apply.
 */
export function OptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return (target, property) => {
    Extensions({ refusesNull: true })(target, property);
    ValidateIf((_object, value) => value !== undefined, options)(target, property as string);
    IsDefined({ message: NOT_NULL_MESSAGE, ...options })(target, property as string);
  };
}
