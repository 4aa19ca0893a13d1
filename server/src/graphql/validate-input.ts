import { getMetadataStorage, validate, validateSync, ValidationTypes, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

/*
 * type-graphql validates every argument before the resolver runs, so a mutation on someone else's row used to answer
 * its body's violations (422) where a valid body answered 404. Such arguments are declared
 * `@Arg('input', () => T, { validate: false })` and validated here after the policy check, with the options and
 * the error type of type-graphql's own validation (graphql/schema.ts): the client sees the same violations.
 */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, stopAtFirstError: false, skipMissingProperties: true };

export async function validateInput<T extends object>(input: T): Promise<T> {
  const errors = onlySynchronousConstraints(input.constructor as abstract new (...args: never[]) => unknown)
    ? validateSync(input, OPTIONS)
    : await validate(input, OPTIONS);
  if (errors.length) throw new ArgumentValidationError(errors);
  return input;
}

/**
 * Whether every constraint of the class is synchronous and none validates a nested object: then validateSync checks
 * exactly what `validate` checks, without a promise per property (a third of the rename's validation CPU in the
 * rename row's profile, `npm run bench:api`). Worked out once per class from class-validator's metadata.
 */
function onlySynchronousConstraints(cls: abstract new (...args: never[]) => unknown): boolean {
  let sync = synchronous.get(cls);
  if (sync === undefined) {
    const storage = getMetadataStorage();
    sync = storage
      .getTargetValidationMetadatas(cls, '', true, false)
      .every(
        (m) =>
          m.type !== ValidationTypes.NESTED_VALIDATION &&
          (m.type !== ValidationTypes.CUSTOM_VALIDATION || storage.getTargetValidatorConstraints(m.constraintCls).every((c) => !c.async)),
      );
    synchronous.set(cls, sync);
  }
  return sync;
}
const synchronous = new WeakMap<object, boolean>();
