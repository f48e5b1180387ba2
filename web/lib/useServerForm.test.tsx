import { CombinedError } from '@urql/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES } from '~/common/messages/pages';
import { useServerForm, type ServerAnswer, type ServerFormOptions } from '~/web/lib/useServerForm';

afterEach(cleanup);

type Values = { username: string; password: string };

const badInput = (fields: Record<string, string>, message = 'You need to provide a valid email', code = 'BAD_USER_INPUT') =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: { code, fields } })] });

function SignInForm({ answers, ...options }: { answers: ServerAnswer[] } & Partial<ServerFormOptions<Values, Values>>) {
  // the answers in turn, one per submit (kept across renders)
  const [queue] = useState(() => [...answers]);
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitSuccessful },
  } = useServerForm<Values>({
    defaultValues: { username: 'ada@example.com', password: 'secret-1' },
    fields: ['username', 'password'],
    submit: async () => queue.shift(),
    ...options,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <p role="alert">{formError}</p> : null}
      <input aria-label="Email" {...register('username')} />
      <span data-testid="username-error">{errors.username?.message ?? ''}</span>
      <input aria-label="Password" {...register('password')} />
      <span data-testid="password-error">{errors.password?.message ?? ''}</span>
      {isSubmitSuccessful ? <span>submitted</span> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const fieldError = (name: 'username' | 'password') => screen.getByTestId(`${name}-error`).textContent;

describe('useServerForm: what the member sees after the server answers', () => {
  it('puts a field error under its field and the message of a field the form lacks above the form', async () => {
    render(<SignInForm answers={[badInput({ username: 'This email is taken', nickname: 'Too short' })]} />);
    send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You need to provide a valid email');
    expect(fieldError('username')).toBe('This email is taken');
    expect(fieldError('password')).toBe('');
  });

  it('shows nothing above the form when every field error found its field', async () => {
    render(<SignInForm answers={[badInput({ username: 'This email is taken', password: 'Too short' })]} />);
    send();
    await waitFor(() => expect(fieldError('password')).toBe('Too short'));
    expect(fieldError('username')).toBe('This email is taken');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message of a refusal without fields above the form', async () => {
    const limited = new CombinedError({ graphQLErrors: [new GraphQLError('Too many requests.', { extensions: { code: 'RATE_LIMITED' } })] });
    render(<SignInForm answers={[{ error: limited }]} />);
    send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many requests.');
  });

  it('tells the member something failed when the answer has neither data nor an error', async () => {
    render(<SignInForm answers={[{ data: undefined, error: undefined }]} />);
    send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', PAGES.internal);
  });

  it('shows a refusal given as a sentence above the form', async () => {
    render(<SignInForm answers={['Choose an image under 50 MB.']} />);
    send();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose an image under 50 MB.');
  });

  it('clears the message above the form when the next try succeeds', async () => {
    render(<SignInForm answers={['Try again later.', { data: { login: { accessToken: 'a' } } }]} />);
    send();
    expect(await screen.findByRole('alert')).toBeTruthy();
    send();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('submitted')).toBeTruthy();
  });

  it('puts a coded refusal under the field it belongs to, whatever its wording', async () => {
    const busy = badInput({}, 'The member is busy at that time', 'CONFLICT');
    render(<SignInForm answers={[busy]} fieldOfError={(error) => (error.graphQLErrors[0]?.extensions?.code === 'CONFLICT' ? 'password' : null)} />);
    send();
    await waitFor(() => expect(fieldError('password')).toBe('The member is busy at that time'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the message to whoever shows it instead, and only when the server refused', async () => {
    const onRefused = vi.fn();
    render(<SignInForm answers={[{ data: { ok: true } }, 'Not now.', badInput({ username: 'This email is taken' })]} onRefused={onRefused} />);
    send();
    await screen.findByText('submitted');
    expect(onRefused).not.toHaveBeenCalled();
    send();
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith('Not now.'));
    send();
    await waitFor(() => expect(onRefused).toHaveBeenLastCalledWith(null));
    expect(fieldError('username')).toBe('This email is taken');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not call the server when the values are invalid', async () => {
    const submit = vi.fn(async () => null);
    render(<SignInForm answers={[]} submit={submit} resolver={async () => ({ values: {}, errors: { username: { type: 'required', message: 'Email is required' } } })} />);
    send();
    await waitFor(() => expect(fieldError('username')).toBe('Email is required'));
    expect(submit).not.toHaveBeenCalled();
  });
});
