// Form fields of the account pages: a label, the control (name = the form field), the exact §5
// message under it. Inputs take react-hook-form's register() (the ref passes through).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldErrors, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '~/web/components/ui/checkbox';
import { Field } from '~/web/components/ui/field';
import { Link } from '~/web/components/ui/link';
import { PasswordInput } from '~/web/components/ui/password-input';
import { Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

type InputProps = ComponentProps<typeof Field.Input>;

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
}

/** The frame of a form field: its label (with the required mark), the control, its helper text and its error. */
function LabelledField({ label, error, helper, required, children }: { label: string; error?: string; helper?: ReactNode; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextField({ label, error, helper, required, suggestions, ...input }: TextFieldProps & { suggestions?: readonly string[] }) {
  const listId = useId();
  return (
    <LabelledField label={label} error={error} helper={helper} required={required}>
      <Field.Input {...input} list={suggestions ? listId : input.list} />
      {/* free text with suggestions (job positions, how you heard about us): the browser's own datalist */}
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </LabelledField>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentProps<typeof Field.Textarea>, 'children'> {
  label: string;
  helper?: ReactNode;
  error?: string;
  required?: boolean;
}

/** A long text; callers pass its maxLength (and rows, 3 unless told). */
export function TextAreaField({ label, helper, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} helper={helper} required={required}>
      <Field.Textarea rows={3} {...textarea} />
    </LabelledField>
  );
}

export interface PasswordFieldProps extends Omit<ComponentProps<typeof PasswordInput.Input>, 'children'> {
  label: string;
  error?: string;
  required?: boolean;
  /** 'current-password' (login, old password) or 'new-password'. */
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ label, error, required, autoComplete = 'current-password', ...input }: PasswordFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <PasswordInput.Root autoComplete={autoComplete}>
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <PasswordInput.Control>
          <PasswordInput.Input {...input} />
          <PasswordInput.VisibilityTrigger>
            <PasswordInput.Indicator />
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface CheckboxFieldProps<T extends FieldValues, Output = T> {
  /** the form's control; Output: what the form's resolver turns the values into */
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
  label: ReactNode;
  helper?: ReactNode;
  error?: string;
}

/** A checkbox bound to a boolean form value (Ark's checkbox is controlled, hence the Controller). */
export function CheckboxField<T extends FieldValues, Output = T>({ control, name, label, helper, error }: CheckboxFieldProps<T, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
          >
            <Checkbox.Control onBlur={field.onBlur}>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Checkbox.Label>{label}</Checkbox.Label>
            <Checkbox.HiddenInput ref={field.ref} />
          </Checkbox.Root>
          {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}

type TermsValues = FieldValues & { acceptTermsAndConditions: boolean };

/** The terms box and a link to read them (registration; a profile that never accepted the terms). */
export function TermsField<T extends TermsValues>({ control, error }: { control: Control<T>; error?: string }) {
  return (
    <div>
      <CheckboxField
        control={control}
        name={'acceptTermsAndConditions' as FieldPath<T>}
        error={error}
        label="I accept the terms and conditions"
      />
      <Text size="sm">
        <Link to="/terms-and-conditions" target="_blank" rel="noopener">
          Read the terms and conditions
        </Link>{' '}
        (opens in a new tab)
      </Text>
    </div>
  );
}

/** The suggestions of "How did you hear about us?" (free text: the member may answer in their own words). */
export const HEARD_ABOUT_US_OPTIONS = ['LinkedIn', 'A friend or colleague', 'Search engine', 'Event', 'Other'] as const;


type NewPasswordValues = { password: string; confirmPassword: string };

/** The new password and its confirmation (spec §5), as the reset and change-password forms ask them. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password' as FieldPath<T>)}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword' as FieldPath<T>)}
      />
    </>
  );
}
