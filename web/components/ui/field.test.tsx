import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { PasswordInput } from '~/web/components/ui/password-input';

afterEach(cleanup);

interface Values {
  username: string;
  password: string;
}

function LoginForm({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>();
  return (
    // noValidate: the zod/react-hook-form messages replace the browser's own required bubbles
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Field.Root invalid={Boolean(formState.errors.username)} required>
        <Field.Label>Email</Field.Label>
        <Field.Input type="email" {...register('username', { required: 'You need to provide a valid email' })} />
        <Field.ErrorText>{formState.errors.username?.message}</Field.ErrorText>
      </Field.Root>
      <PasswordInput.Root>
        <PasswordInput.Label>Password</PasswordInput.Label>
        <PasswordInput.Control>
          <PasswordInput.Input {...register('password')} />
          <PasswordInput.VisibilityTrigger>
            <PasswordInput.Indicator />
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      <Button type="submit" loading={formState.isSubmitting}>
        Log in
      </Button>
    </form>
  );
}

describe('Field and PasswordInput with react-hook-form', () => {
  it('labels the inputs and passes the typed values to the form', async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ username: 'ada@example.com', password: 'Secret#123' });
  });

  it('shows the error text and marks the input invalid', async () => {
    render(<LoginForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You need to provide a valid email')).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    render(<LoginForm onValid={vi.fn()} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    // Ark toggles on pointerdown (the trigger is kept out of the tab order)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Show password' }), { button: 0 });
    await waitFor(() => expect(input.getAttribute('type')).toBe('text'));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
