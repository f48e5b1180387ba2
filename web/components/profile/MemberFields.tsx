// The member's own fields as the sign-up, LinkedIn sign-up and profile forms ask them (spec §3 registration and
// user edit fields, §5 messages): one block each, bound to the calling form by react-hook-form's register/control.
import { Controller, type Control, type FieldErrors, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useQuery } from 'urql';
import { LocationPicker, type PickedLocation } from '~/web/components/location/LocationPicker';
import { graphql } from '~/web/gql';
import { HEARD_ABOUT_US_OPTIONS, TermsField, TextField } from '~/web/pages/auth/fields';
import { css } from '~/web/styled-system/css';

const JobPositionsQuery = graphql(`
  query JobPositions {
    jobPositions
  }
`);

interface MemberValues {
  firstName: string;
  lastName: string;
  linkedInUrl: string;
  jobPosition: string;
  location: PickedLocation | null;
  howDidYouHearAboutUs: string;
  acceptTermsAndConditions: boolean;
}

interface RegisteredProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<Partial<MemberValues>>;
}

const path = <T extends FieldValues>(name: keyof MemberValues) => name as FieldPath<T>;

export const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });

/** First and last name side by side (one column on a phone). */
export function NameFields<T extends FieldValues>({ register, errors }: RegisteredProps<T>) {
  return (
    <div className={twoColumns}>
      <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register(path<T>('firstName'))} />
      <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register(path<T>('lastName'))} />
    </div>
  );
}

export function LinkedInUrlField<T extends FieldValues>({ register, errors }: RegisteredProps<T>) {
  return (
    <TextField
      label="LinkedIn profile URL"
      type="url"
      placeholder="https://www.linkedin.com/in/your-name"
      required
      error={errors.linkedInUrl?.message}
      {...register(path<T>('linkedInUrl'))}
    />
  );
}

/** Free text with the positions members already gave as suggestions. */
export function JobPositionField<T extends FieldValues>({ register, errors, suggestions }: RegisteredProps<T> & { suggestions: readonly string[] }) {
  return (
    <TextField
      label="Job position"
      suggestions={suggestions}
      autoComplete="organization-title"
      required
      error={errors.jobPosition?.message}
      {...register(path<T>('jobPosition'))}
    />
  );
}

export function LocationField<T extends FieldValues>({ control, errors }: { control: Control<T>; errors: RegisteredProps<T>['errors'] }) {
  return (
    <Controller
      control={control}
      name={path<T>('location')}
      render={({ field }) => (
        <LocationPicker
          name={field.name}
          value={field.value as PickedLocation | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required
          error={errors.location?.message}
        />
      )}
    />
  );
}

export function HeardAboutUsField<T extends FieldValues>({ register, errors }: RegisteredProps<T>) {
  return (
    <TextField
      label="How did you hear about us?"
      suggestions={HEARD_ABOUT_US_OPTIONS}
      helper="Pick one or tell us in your own words."
      required
      error={errors.howDidYouHearAboutUs?.message}
      {...register(path<T>('howDidYouHearAboutUs'))}
    />
  );
}

/** What a new member gives after their account details: job position, location, how they heard of us, the terms. */
export function SignUpDetailsFields<T extends FieldValues & { acceptTermsAndConditions: boolean }>({ register, control, errors }: RegisteredProps<T> & { control: Control<T> }) {
  const [{ data: positions }] = useQuery({ query: JobPositionsQuery });
  return (
    <>
      <JobPositionField register={register} errors={errors} suggestions={positions?.jobPositions ?? []} />
      <LocationField control={control} errors={errors} />
      <HeardAboutUsField register={register} errors={errors} />
      <TermsField control={control} error={errors.acceptTermsAndConditions?.message} />
    </>
  );
}
