import 'reflect-metadata';
import { IsInt, Length, ValidateNested, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { ProjectUpdateInput } from '../../modules/projects/project.input';
import { validateInput } from '../validate-input';

// An input validated after the policy check answers the same violations whichever way class-validator runs: its
// synchronous constraints, an asynchronous one and the constraints of a nested object all refuse.

@ValidatorConstraint({ name: 'slowlyRefused', async: true })
class SlowlyRefused implements ValidatorConstraintInterface {
  async validate(value: unknown): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return value !== 'refused';
  }
  defaultMessage(): string {
    return 'refused after a wait';
  }
}

class WithAsyncConstraint {
  @Length(1, 10)
  @Validate(SlowlyRefused)
  name?: string;
}

class Inner {
  @IsInt()
  count?: number;
}

class WithNested {
  @ValidateNested()
  inner?: Inner;
}

async function violations(input: object): Promise<Record<string, string[]>> {
  try {
    await validateInput(input);
    return {};
  } catch (e) {
    expect(e).toBeInstanceOf(ArgumentValidationError);
    const errors = (e as ArgumentValidationError).extensions.validationErrors as {
      property: string;
      constraints?: Record<string, string>;
      children?: { property: string; constraints?: Record<string, string> }[];
    }[];
    return Object.fromEntries(
      errors.map((v) => [
        v.property,
        [...Object.values(v.constraints ?? {}), ...(v.children ?? []).flatMap((c) => Object.values(c.constraints ?? {}))],
      ]),
    );
  }
}

describe('validateInput', () => {
  it('answers a rename with a too long title with its violation, and lets a valid one through', async () => {
    expect(await violations(Object.assign(new ProjectUpdateInput(), { title: 'x'.repeat(256) }))).toEqual({
      title: ['title must be shorter than or equal to 255 characters'],
    });
    expect(await violations(Object.assign(new ProjectUpdateInput(), { title: '' }))).toEqual({
      title: ['title must be longer than or equal to 1 characters'],
    });
    const valid = Object.assign(new ProjectUpdateInput(), { title: 'A new title', autoRenew: true });
    await expect(validateInput(valid)).resolves.toBe(valid);
  });

  it('refuses null for a field that may be left out but not emptied', async () => {
    expect(Object.keys(await violations(Object.assign(new ProjectUpdateInput(), { title: null })))).toEqual(['title']);
  });

  it('waits for an asynchronous constraint', async () => {
    expect(await violations(Object.assign(new WithAsyncConstraint(), { name: 'refused' }))).toEqual({ name: ['refused after a wait'] });
    expect(await violations(Object.assign(new WithAsyncConstraint(), { name: 'much too long' }))).toEqual({
      name: ['name must be shorter than or equal to 10 characters'],
    });
    expect(await violations(Object.assign(new WithAsyncConstraint(), { name: 'fine' }))).toEqual({});
  });

  it('checks the constraints of a nested object', async () => {
    expect(await violations(Object.assign(new WithNested(), { inner: Object.assign(new Inner(), { count: 1.5 }) }))).toEqual({
      inner: ['count must be an integer number'],
    });
  });
});
