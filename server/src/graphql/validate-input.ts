import { validate } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

/*
 * type-graphql validates every argument before the resolver runs, so a mutation on someone else's row used to answer
 * its body's violations (422) where a valid body answered 404. Such arguments are declared
 * `@Arg('input', () => T, { validate: false })` and validated here after the policy check, with the options and
 * the error type of type-graphql's own validation (graphql/schema.ts): the client sees the same violations.
 */
export async function validateInput<T extends object>(input: T): Promise<T> {
  const errors = await validate(input, { forbidUnknownValues: false, stopAtFirstError: false, skipMissingProperties: true });
  if (errors.length) throw new ArgumentValidationError(errors);
  return input;
}
