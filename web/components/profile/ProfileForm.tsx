// The "Edit profile" form (spec §3 user edit fields, spec §5 rules and messages), for the member's own profile and
// for an admin editing a member (/users/{uuid}/edit). One zod schema (common/profile.ts) with the services' rules.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import type { CombinedError } from 'urql';
import { useQuery } from 'urql';
import { COMPANY_SIZES, EXPERIENCE, SENIORITY_LEVELS } from '~/common/constants';
import { profileFormSchema, type ProfileForm as ProfileFormValues } from '~/common/profile';
import type { PickedLocation } from '~/web/components/location/LocationPicker';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { graphql, getFragmentData, type FragmentType } from '~/web/gql';
import type { ProfileForm_UserFragment, ProfileInput } from '~/web/gql/graphql';
import { useServerForm } from '~/web/lib/useServerForm';
import { TermsField, TextAreaField, TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { HeardAboutUsField, JobPositionField, LinkedInUrlField, LocationField, NameFields, twoColumns } from './MemberFields';
import { css } from '~/web/styled-system/css';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_user on User {
    uuid
    firstName
    lastName
    phoneNumber
    jobPosition
    linkedInUrl
    location {
      lat
      lng
      name
    }
    companyName
    industry
    companySize
    yearsOfExperience
    seniorityLevel
    personalInformation
    howDidYouHearAboutUs
    acceptTermsAndConditions
    tags
  }
`);

const ProfileFormOptionsQuery = graphql(`
  query ProfileFormOptions {
    jobPositions
    tags {
      slug
      name
    }
  }
`);

/** The form holds no location until one is picked; the schema demands one. The terms box starts unticked when asked. */
type FormValues = Omit<ProfileFormValues, 'location' | 'acceptTermsAndConditions'> & { location: PickedLocation | null; acceptTermsAndConditions: boolean };

const FIELDS = [
  'firstName',
  'lastName',
  'jobPosition',
  'linkedInUrl',
  'location',
  'phoneNumber',
  'companyName',
  'industry',
  'companySize',
  'yearsOfExperience',
  'seniorityLevel',
  'personalInformation',
  'howDidYouHearAboutUs',
  'tags',
  'acceptTermsAndConditions',
] as const;

const tagList = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& label': { display: 'inline-flex', gap: '1.5', alignItems: 'center' } });

function valuesOf(user: ProfileForm_UserFragment, askTerms: boolean): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobPosition: user.jobPosition ?? '',
    linkedInUrl: user.linkedInUrl ?? '',
    location: user.location ? { lat: user.location.lat, lng: user.location.lng, name: user.location.name } : null,
    phoneNumber: user.phoneNumber ?? '',
    companyName: user.companyName ?? '',
    industry: user.industry ?? '',
    companySize: (user.companySize ?? '') as FormValues['companySize'],
    yearsOfExperience: (user.yearsOfExperience ?? '') as FormValues['yearsOfExperience'],
    seniorityLevel: (user.seniorityLevel ?? '') as FormValues['seniorityLevel'],
    personalInformation: user.personalInformation ?? '',
    howDidYouHearAboutUs: user.howDidYouHearAboutUs ?? '',
    tags: user.tags,
    acceptTermsAndConditions: !askTerms,
  };
}

/** Optional text the member emptied is sent as null, which clears it. */
const orNull = (value: string) => (value === '' ? null : value);

export function toProfileInput(values: ProfileFormValues, askTerms = false): ProfileInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    jobPosition: values.jobPosition,
    linkedInUrl: values.linkedInUrl,
    location: values.location,
    phoneNumber: orNull(values.phoneNumber),
    companyName: orNull(values.companyName),
    industry: orNull(values.industry),
    companySize: orNull(values.companySize),
    yearsOfExperience: orNull(values.yearsOfExperience),
    seniorityLevel: orNull(values.seniorityLevel),
    personalInformation: orNull(values.personalInformation),
    howDidYouHearAboutUs: values.howDidYouHearAboutUs,
    tags: values.tags,
    ...(askTerms ? { acceptTermsAndConditions: true } : {}),
  };
}

export interface ProfileFormProps {
  user: FragmentType<typeof ProfileFormFragment>;
  /** saves; answers the error of a refused save, or null */
  onSave: (input: ProfileInput) => Promise<CombinedError | null>;
  onCancel?: () => void;
  /** the member's own profile: one who never accepted the terms (an account an admin created) is asked to here */
  own?: boolean;
}

function Choice({ label, options, error, ...select }: { label: string; options: readonly string[]; error?: string } & React.ComponentProps<typeof Field.Select>) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Select {...select}>
        <option value="">Not set</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Field.Select>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ProfileForm({ user: userRef, onSave, onCancel, own = false }: ProfileFormProps) {
  const user = getFragmentData(ProfileFormFragment, userRef);
  const askTerms = own && !user.acceptTermsAndConditions;
  const [{ data: options }] = useQuery({ query: ProfileFormOptionsQuery });
  const {
    register,
    control,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<FormValues, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema) as Resolver<FormValues, unknown, ProfileFormValues>,
    defaultValues: valuesOf(user, askTerms),
    fields: FIELDS,
    submit: (values) => onSave(toProfileInput(values, askTerms)),
  });

  return (
    <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Edit profile">
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <NameFields register={register} errors={errors} />
      <JobPositionField register={register} errors={errors} suggestions={options?.jobPositions ?? []} />
      <LinkedInUrlField register={register} errors={errors} />
      <LocationField control={control} errors={errors} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+44 20 7946 0958"
        helper="In international format, starting with +"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <div className={twoColumns}>
        <TextField label="Company" autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
        <TextField label="Industry" error={errors.industry?.message} {...register('industry')} />
      </div>
      <div className={twoColumns}>
        <Choice label="Company size" options={COMPANY_SIZES} error={errors.companySize?.message} {...register('companySize')} />
        <Choice label="Years of experience" options={EXPERIENCE} error={errors.yearsOfExperience?.message} {...register('yearsOfExperience')} />
      </div>
      <Choice label="Seniority level" options={SENIORITY_LEVELS} error={errors.seniorityLevel?.message} {...register('seniorityLevel')} />
      <TextAreaField
        label="About me"
        rows={4}
        error={errors.personalInformation?.message}
        {...register('personalInformation')}
      />
      <HeardAboutUsField register={register} errors={errors} />
      {options?.tags.length ? (
        <fieldset>
          <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' })}>Interests</legend>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <div className={tagList}>
                {options.tags.map((tag) => (
                  <label key={tag.slug}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={tag.slug}
                      checked={field.value.includes(tag.slug)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, tag.slug] : field.value.filter((slug) => slug !== tag.slug))
                      }
                      onBlur={field.onBlur}
                    />
                    {tag.name}
                  </label>
                ))}
              </div>
            )}
          />
          {errors.tags ? (
            <p role="alert" className={css({ color: 'danger.text', textStyle: 'sm', mt: '1' })}>
              {errors.tags.message ?? errors.tags.root?.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {askTerms ? <TermsField control={control} error={errors.acceptTermsAndConditions?.message} /> : null}
      <div className={css({ display: 'flex', gap: '3' })}>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
