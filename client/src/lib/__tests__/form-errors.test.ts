import { CombinedGraphQLErrors } from '@apollo/client';
import { applyServerErrors, serverMessage } from '@/lib/form-errors';

function violations(list: { propertyPath: string; message: string }[], code = 'BAD_USER_INPUT') {
  const message = list.map((v) => `${v.propertyPath}: ${v.message}`).join('\n');
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, violations: list } }] });
}

describe('server errors on forms', () => {
  it('puts violations on the form fields and returns the rest without property paths', () => {
    const setError = jest.fn();
    const error = violations([
      { propertyPath: 'email', message: 'This e-mail is already registered.' },
      { propertyPath: 'token', message: 'This link has expired.' },
      { propertyPath: 'visitorUuid', message: 'This is not a valid UUID.' },
    ]);
    expect(applyServerErrors<{ email: string; password: string }>(error, setError, ['email', 'password'])).toBe(
      'This link has expired. This is not a valid UUID.',
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'This e-mail is already registered.' },
      { shouldFocus: true },
    );
  });

  it('returns null when every violation found its field', () => {
    const setError = jest.fn();
    const error = violations([{ propertyPath: 'password', message: 'The password must be at least 8 characters long.' }]);
    expect(applyServerErrors<{ password: string }>(error, setError, ['password'])).toBeNull();
  });

  it('falls back to the error message when there are no violations', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Too many attempts, try again in 60 seconds.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    expect(applyServerErrors<{ email: string }>(error, jest.fn(), ['email'])).toBe('Too many attempts, try again in 60 seconds.');
    expect(serverMessage(violations([{ propertyPath: 'token', message: 'This link is not valid.' }]))).toBe('This link is not valid.');
  });
});
